import { errorCode } from '@portal/web-kit/api';
import { Alert } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import entryList from '@/components/ui/entry-list.module.css';
import { formatDate, formatSom } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { usePromoCodes } from '../api/get-promo-codes';
import styles from './promo-codes.module.css';
import { RedeemForm } from './redeem-form';

/** docs/product/balance.md Promo codes: received codes, enter a code, total income in som, total count; zeros when none. */
export function PromoCodes() {
  const { t } = useTranslation(['promo', 'errors']);
  const lang = currentLanguage();
  const overview = usePromoCodes();
  const data = overview.data;
  const som = (amount: number) => t('som', { amount: formatSom(amount, lang) });
  const figure = (value: number | string | undefined) => (value === undefined ? '…' : value);

  return (
    <div className={styles.stack}>
      {overview.isError && (
        <Alert variant="danger">
          {t('load_failed', {
            message: t(`errors:${errorCode(overview.error) ?? 'INTERNAL'}`, {
              defaultValue: t('errors:INTERNAL'),
            }),
          })}
        </Alert>
      )}
      <div className={styles.tiles}>
        <section className={styles.tile} aria-labelledby="promo-received">
          <h2 id="promo-received" className={styles.tileLabel}>
            {t('figures.received')}
          </h2>
          <p className={styles.figure} data-testid="promo-received">
            {figure(data?.received)}
          </p>
        </section>
        <section className={`${styles.tile} ${styles.formTile}`} aria-labelledby="promo-enter">
          <h2 id="promo-enter" className={styles.tileLabel}>
            {t('figures.enter')}
          </h2>
          <RedeemForm />
        </section>
        <section className={styles.tile} aria-labelledby="promo-income">
          <h2 id="promo-income" className={styles.tileLabel}>
            {t('figures.income')}
          </h2>
          <p className={styles.figure} data-testid="promo-income">
            {figure(data && som(data.total_income))}
          </p>
        </section>
        <section className={styles.tile} aria-labelledby="promo-count">
          <h2 id="promo-count" className={styles.tileLabel}>
            {t('figures.count')}
          </h2>
          <p className={styles.figure} data-testid="promo-count">
            {figure(data?.total_count)}
          </p>
        </section>
      </div>

      {data && (
        <>
          <section className={styles.stack} aria-labelledby="promo-received-list">
            <h2 id="promo-received-list" className={styles.sectionTitle}>
              {t('received.title')}
            </h2>
            {data.received_codes.length === 0 ? (
              <p className={styles.empty}>{t('received.empty')}</p>
            ) : (
              <ul className={entryList.list}>
                {data.received_codes.map((code) => (
                  <li key={code.code} className={entryList.entry}>
                    <div className={entryList.details}>
                      <code className={styles.code}>{code.code}</code>
                      <span className={styles.muted}>
                        {code.valid_until
                          ? t('received.valid_until', {
                              date: formatDate(code.valid_until, lang),
                            })
                          : t('received.no_end')}
                      </span>
                    </div>
                    <span className={styles.amount}>{som(code.amount)}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className={styles.stack} aria-labelledby="promo-history">
            <h2 id="promo-history" className={styles.sectionTitle}>
              {t('history.title')}
            </h2>
            {data.history.length === 0 ? (
              <p className={styles.empty}>{t('history.empty')}</p>
            ) : (
              <ul className={entryList.list}>
                {data.history.map((entry) => (
                  <li key={entry.id} className={entryList.entry}>
                    <div className={entryList.details}>
                      <code className={styles.code}>{entry.code}</code>
                      <time className={styles.muted} dateTime={entry.redeemed_at}>
                        {formatDate(entry.redeemed_at, lang)}
                      </time>
                    </div>
                    <span className={styles.amount}>+{som(entry.amount)}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}
