import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useHydrated } from '@/lib/use-hydrated';
import { browserSupportsPasskeys, ceremonyFailure } from '@/lib/webauthn';
import styles from './passkey-login-button.module.css';

type PasskeyLoginButtonProps = {
  remember: boolean;
  onLoggedIn: () => void;
  onError: (text: string) => void;
};

/** The text for a passkey sign-in that did not finish: the server's refusal, or why the browser stopped. */
export function passkeyLoginErrorText(t: (key: string) => string, error: unknown): string {
  if (error instanceof ApiError) {
    const refusal = error.fieldError('response') ?? error.fieldError('challenge_id');
    if (refusal) return refusal;
    if (error.code === 'ACCOUNT_BLOCKED' || error.code === 'RATE_LIMITED') return t(`errors:${error.code}`);
    return t('login.passkey_failed');
  }
  return ceremonyFailure(error) === 'cancelled' ? t('login.passkey_cancelled') : t('login.passkey_failed');
}

/**
 * "Sign in with a passkey". The prerendered page and the first client render keep its room but hide it, so
 * hydration matches and nothing below it moves; once React owns the page it shows where WebAuthn works.
 */
export function PasskeyLoginButton({ remember, onLoggedIn, onError }: PasskeyLoginButtonProps) {
  const { t } = useTranslation(['auth', 'errors']);
  const hydrated = useHydrated();
  const [isBusy, setIsBusy] = useState(false);
  if (hydrated && !browserSupportsPasskeys()) return null;

  const handleClick = async () => {
    setIsBusy(true);
    try {
      const { signInWithPasskey } = await import('../api/login-passkey');
      await signInWithPasskey(remember);
      onLoggedIn();
    } catch (error) {
      onError(passkeyLoginErrorText(t, error));
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
