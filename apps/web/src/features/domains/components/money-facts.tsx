import { useTranslation } from 'react-i18next';
import { ShortfallAlert } from '@/components/ui/shortfall-alert';
import { formatSom } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useProfile } from '@/lib/profile';
import styles from './domains.module.css';

/** The price against the balance, and the shortfall with a top-up link before the customer even submits. */
export function MoneyFacts({
  price,
  label,
  serverShortfall,
  onTopUp,
}: {
  price: number | undefined;
  label: string;
  /** What the server said was missing when it refused the charge; it knows the balance best. */
  serverShortfall?: number | undefined;
  /** Keeps the screen's choices before the customer leaves to top up. */
  onTopUp?: () => void;
}) {
  const { t } = useTranslation('domains');
  const lang = currentLanguage();
  const balance = useProfile().data?.accounts.amount;
  const shortfall = serverShortfall ?? (price !== undefined && balance !== undefined ? price - balance : 0);
  return (
    <>
      <dl className={styles.facts} aria-live="polite" data-testid="money-facts">
        <div className={styles.fact}>
          <dt>{label}</dt>
          <dd>{price === undefined ? '—' : t('money.som', { amount: formatSom(price, lang) })}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('money.balance')}</dt>
          <dd>{balance === undefined ? '—' : t('money.som', { amount: formatSom(balance, lang) })}</dd>
        </div>
      </dl>
      {shortfall > 0 && (
        <ShortfallAlert shortfall={shortfall} onTopUp={onTopUp} takesFocus={serverShortfall !== undefined} />
      )}
    </>
  );
}
