import type { Domain, DomainStatus } from '@portal/contracts';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import styles from './domains.module.css';

const TONES: Record<DomainStatus, 'blue' | 'green' | 'amber' | 'red'> = {
  pending: 'blue',
  transfer_pending: 'blue',
  unknown: 'blue',
  active: 'green',
  grace: 'amber',
  redemption: 'red',
  expired: 'red',
  failed: 'red',
};

export function DomainStatusText({ status }: { status: DomainStatus }) {
  const { t } = useTranslation('domains');
  return (
    <span className={styles.status} data-tone={TONES[status]} data-testid="domain-status">
      {t(`statuses.${status}`)}
    </span>
  );
}

/** Status, expiry and days left: the facts the list's cards and the domain page both open with. */
export function domainLifeFacts(domain: Domain, t: TFunction<'domains'>): [string, ReactNode][] {
  return [
    [t('facts.status'), <DomainStatusText key="status" status={domain.status} />],
    [
      t('facts.expires'),
      domain.expires_at ? (
        <time key="expires" dateTime={domain.expires_at}>
          {formatDate(domain.expires_at, currentLanguage())}
        </time>
      ) : (
        '—'
      ),
    ],
    [t('facts.remaining'), domain.remaining_days ?? '—'],
  ];
}
