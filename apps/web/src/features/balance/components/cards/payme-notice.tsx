import { useTranslation } from 'react-i18next';
import styles from './cards.module.css';

/**
 * What Payme's rules ask the form to show: its logo, the offer, who keeps the card, "Powered by Payme". The
 * offer's address is a setting the page learns with the rest of the card form's setup.
 */
export function PaymeNotice({ offerUrl }: { offerUrl: string }) {
  const { t } = useTranslation('cards');
  return (
    <div className={styles.notice}>
      <img className={styles.paymeLogo} src="/payments/payme.svg" alt="Payme" width={72} height={24} />
      <p className={styles.muted}>
        {t('payme.kept_by_payme')}{' '}
        <a href={offerUrl} target="_blank" rel="noopener noreferrer">
          {t('payme.offer')}
        </a>
      </p>
      <p className={styles.powered}>Powered by Payme</p>
    </div>
  );
}
