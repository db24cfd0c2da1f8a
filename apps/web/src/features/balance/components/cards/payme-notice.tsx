import { useTranslation } from 'react-i18next';
import styles from './cards.module.css';

/** Payme's public offer, which its rules ask a merchant's card form to link. */
export const PAYME_OFFER_URL = 'https://cdn.payme.uz/terms/main.html';

/** What Payme's rules ask the form to show: its logo, the offer, who keeps the card, "Powered by Payme". */
export function PaymeNotice() {
  const { t } = useTranslation('cards');
  return (
    <div className={styles.notice}>
      <img className={styles.paymeLogo} src="/payments/payme.svg" alt="Payme" width={72} height={24} />
      <p className={styles.muted}>
        {t('payme.kept_by_payme')}{' '}
        <a href={PAYME_OFFER_URL} target="_blank" rel="noopener noreferrer">
          {t('payme.offer')}
        </a>
      </p>
      <p className={styles.powered}>Powered by Payme</p>
    </div>
  );
}
