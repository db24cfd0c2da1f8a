import { Button } from '@portal/web-kit/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '@/lib/use-hydrated';
import { browserSupportsPasskeys } from '@/lib/webauthn-support';
import styles from './passkey-login-button.module.css';

type PasskeyLoginButtonProps = {
  /** The form's "remember me" at the moment of pressing. */
  getRemember: () => boolean;
  /** Pressed: before the browser's prompt opens. */
  onStart: () => void;
  onLoggedIn: () => void;
  onError: (text: string) => void;
};

/**
 * "Sign in with a passkey". The prerendered page and the first client render keep its room but hide it, so
 * hydration matches and nothing below it moves; once React owns the page it shows where WebAuthn works.
 */
export function PasskeyLoginButton({ getRemember, onStart, onLoggedIn, onError }: PasskeyLoginButtonProps) {
  // The errors' texts are not needed to paint /login (they load after it): a failure waits for them.
  const { t, i18n } = useTranslation('auth');
  const hydrated = useHydrated();
  const [isBusy, setIsBusy] = useState(false);
  if (hydrated && !browserSupportsPasskeys()) return null;

  const handleClick = async () => {
    onStart();
    setIsBusy(true);
    try {
      const passkeyLogin = await import('../api/login-passkey').catch(() => null);
      if (!passkeyLogin) return onError(t('login.passkey_failed'));
      try {
        await passkeyLogin.signInWithPasskey(getRemember());
        onLoggedIn();
      } catch (error) {
        await i18n.loadNamespaces('errors');
        onError(passkeyLogin.passkeyLoginErrorText(t, error));
      }
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <div className={styles.passkey} data-ready={hydrated || undefined}>
      <p className={styles.or}>{t('login.or')}</p>
      <Button variant="secondary" isBlock isBusy={isBusy} onClick={() => void handleClick()}>
        {t('login.passkey')}
      </Button>
    </div>
  );
}
