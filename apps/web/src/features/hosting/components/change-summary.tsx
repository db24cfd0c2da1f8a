import type { PayType, PreviewResponse } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatSom } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import styles from './hosting.module.css';

type ChangeSummaryProps = {
  preview: PreviewResponse;
  tariffName: string;
  payType: PayType;
};

/**
 * The money of a tariff change line by line, as the API computed it: the credit for the unused paid days
 * (prorate), the new tariff's charge, the net paid or returned, and the new period's end.
 */
export function ChangeSummary({ preview, tariffName, payType }: ChangeSummaryProps) {
  const { t } = useTranslation('hosting');
  const lang = currentLanguage();
  const som = (amount: number) => t('som', { amount: formatSom(amount, lang) });
  const isProrate = preview.policy === 'prorate';
  const isReturned = preview.net < 0;
  const credit: [string, ReactNode] = [
    t('change.summary.credit', { days: preview.lost_days }),
    `+${som(preview.credit)}`,
  ];
  const rows: [string, ReactNode][] = [
    ...(isProrate ? [credit] : []),
    [
      t('change.summary.charge', { tariff: tariffName, period: t(`period_names.${payType}`) }),
      `−${som(preview.charge)}`,
    ],
    [
      isReturned ? t('change.summary.net_returned') : t('change.summary.net_to_pay'),
      som(Math.abs(preview.net)),
    ],
    [
      t('change.summary.new_end'),
      <time key="end" dateTime={preview.new_expires_at}>
        {formatDate(preview.new_expires_at, lang)}
      </time>,
    ],
  ];
  return (
    <div className={styles.stack} data-testid="change-preview">
      <dl className={styles.facts}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.fact}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p>
        {isProrate ? (
          t('change.summary.prorate_note')
        ) : (
          <strong>
            {t('change.modal_lost', {
              days: preview.lost_days,
              date: formatDate(preview.current_expires_at, lang),
            })}
          </strong>
        )}
      </p>
    </div>
  );
}
