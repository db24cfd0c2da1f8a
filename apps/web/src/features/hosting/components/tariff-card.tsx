import type { PayType, Tariff, TariffLimitKey } from '@portal/contracts';
import { Card } from '@portal/web-kit/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSom } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { keepUnitsTogether, limitOf, offeredPayTypes, readableMib } from './format';
import styles from './hosting.module.css';

const countRows: [TariffLimitKey, string][] = [
  ['limit_domains', 'tariffs.domains'],
  ['limit_ftp_users', 'tariffs.ftp'],
  ['limit_emails', 'tariffs.emails'],
  ['limit_db', 'tariffs.databases'],
  ['limit_scheduler', 'tariffs.cron'],
];

type TariffCardProps = {
  tariff: Tariff;
  /** Only these periods' prices are shown; all offered ones by default. */
  payTypes?: PayType[];
  /** The card's action: the order link, or the change-package choice button. */
  action: ReactNode;
  isCurrent?: boolean;
  /** h2 on a page of tariffs; h3 under a server's heading. */
  headingLevel?: 2 | 3;
};

/** docs/product/hosting.md tariff card: limits (traffic is always unlimited), prices per period, and an action. */
export function TariffCard({
  tariff,
  payTypes,
  action,
  isCurrent = false,
  headingLevel = 2,
}: TariffCardProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const { t } = useTranslation('hosting');
  const lang = currentLanguage();
  const size = (key: TariffLimitKey) => {
    const mib = limitOf(tariff, key);
    if (mib === undefined) return t('unknown');
    const { unit, value } = readableMib(mib, lang);
    return keepUnitsTogether(t(`units.${unit}`, { value }));
  };
  const count = (key: TariffLimitKey) => {
    const value = limitOf(tariff, key);
    return value === undefined ? t('unknown') : String(value);
  };
  const prices = (payTypes ?? offeredPayTypes(tariff)).filter(
    (payType) => tariff.price[payType] !== undefined,
  );
  return (
    <Card
      as="li"
      className={styles.card}
      aria-labelledby={`tariff-${tariff.id}`}
      data-current={isCurrent || undefined}
    >
      <Heading id={`tariff-${tariff.id}`} className={styles.cardTitle}>
        {tariff.name}
        {isCurrent && <span className={styles.badge}>{t('change.current')}</span>}
      </Heading>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{t('tariffs.disk')}</dt>
          <dd>{size('limit_quota')}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('tariffs.ram')}</dt>
          <dd>{size('limit_memory')}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('tariffs.traffic')}</dt>
          <dd>{t('tariffs.unlimited')}</dd>
        </div>
        {countRows.map(([key, label]) => (
          <div key={key} className={styles.fact}>
            <dt>{t(label)}</dt>
            <dd>{count(key)}</dd>
          </div>
        ))}
      </dl>
      <ul className={styles.prices} aria-label={t('tariffs.prices')}>
        {prices.map((payType) => (
          <li key={payType}>
            <strong>{t('som', { amount: formatSom(tariff.price[payType] ?? 0, lang) })}</strong>{' '}
            <span className={styles.muted}>{t(`per_period.${payType}`)}</span>
          </li>
        ))}
      </ul>
      {action}
    </Card>
  );
}
