import { errorCode } from '@portal/web-kit/api';
import { Alert } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import entryList from '@/components/ui/entry-list.module.css';
import { formatDate, formatSom } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useReferrals } from '../api/get-referrals';
import { ReferralLink } from './referral-link';
import styles from './referrals.module.css';

/** /user/refereal: the link, how many joined, what was earned, and who; the empty state when nobody joined. */
export function ReferralsOverview() {
  const { t } = useTranslation(['referrals', 'errors']);
  const lang = currentLanguage();
  const referrals = useReferrals();

  if (referrals.isPending) return <p className={styles.muted}>{t('loading')}</p>;
  if (referrals.isError) {
    const code = errorCode(referrals.error) ?? 'INTERNAL';
    return (
      <Alert variant="danger">
        {t('load_failed', { message: t(`errors:${code}`, t('errors:INTERNAL')) })}
      </Alert>
    );
  }
  const data = referrals.data;
  const som = (amount: number) => t('som', { amount: formatSom(amount, lang) });

  return (
    <div className={styles.stack}>
      <p className={styles.lead}>
        {data.share_percent > 0 ? t('lead', { percent: data.share_percent }) : t('lead_off')}
      </p>
      <ReferralLink link={data.link} />
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>{t('figures.joined')}</dt>
          <dd data-testid="referrals-joined">{data.joined_count}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{t('figures.earned')}</dt>
          <dd data-testid="referrals-earned">{som(data.earned_total)}</dd>
        </div>
      </dl>
      <section aria-labelledby="referrals-list-title" className={styles.stack}>
        <h2 id="referrals-list-title" className={styles.sectionTitle}>
          {t('list.title')}
        </h2>
        {data.referrals.length === 0 ? (
          <p className={styles.empty}>{t('list.empty')}</p>
        ) : (
          <ul className={entryList.list}>
            {data.referrals.map((referral) => (
              <li key={referral.id} className={entryList.entry}>
                <div className={entryList.details}>
                  <span className={styles.name}>{referral.name}</span>
                  <span className={styles.muted}>
                    {t('list.joined', { date: formatDate(referral.joined_at, lang) })}
                  </span>
                </div>
                <span className={styles.amount}>{som(referral.earned)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
