import type { DomainStatus } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
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
