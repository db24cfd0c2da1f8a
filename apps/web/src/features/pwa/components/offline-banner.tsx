import { useTranslation } from 'react-i18next';
import styles from './pwa.module.css';

/** The network dropped while a page was open: the page stays, this says why it may not update. */
export function OfflineBanner() {
  const { t } = useTranslation('common');
  return (
    <p role="status" className={styles.banner}>
      <OfflineIcon />
      <span>{t('offline.banner')}</span>
    </p>
  );
}

export function OfflineIcon({ className }: { className?: string }) {
  return (
    <svg
      className={className ?? styles.icon}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M2 8.8a15 15 0 0 1 4.2-2.6M10.7 5.1A15 15 0 0 1 22 8.8M5 12.6a10 10 0 0 1 4-2.2M15.2 10.6A10 10 0 0 1 19 12.6M8.5 16.1a5 5 0 0 1 7 0M12 20h.01M3 3l18 18" />
    </svg>
  );
}
