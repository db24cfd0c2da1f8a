import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './order-card.module.css';

/** docs/product/limits.md: a revealed password hides itself again after 60 s. */
export const PASSWORD_REVEAL_MS = 60_000;

const MASK = '••••••••';

/** The panel password, masked; a tap shows it for 60 s, another tap hides it at once. */
export function PasswordReveal({ password }: { password: string }) {
  const { t } = useTranslation('hosting');
  const [isShown, setIsShown] = useState(false);
  useEffect(() => {
    if (!isShown) return;
    const timer = window.setTimeout(() => setIsShown(false), PASSWORD_REVEAL_MS);
    return () => window.clearTimeout(timer);
  }, [isShown]);
  return (
    <button
      type="button"
      className={styles.reveal}
      aria-pressed={isShown}
      aria-label={isShown ? t('orders.hide_password') : t('orders.show_password')}
      onClick={() => setIsShown((shown) => !shown)}
    >
      <code data-testid="panel-password">{isShown ? password : MASK}</code>
    </button>
  );
}
