import { Button, buttonClassName } from '@portal/web-kit/ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './two-factor-settings.module.css';

type TotpKeyProps = { secret: string; otpauthUrl: string };

/**
 * The secret for a phone that cannot scan its own screen: an otpauth:// link the phone hands to the
 * authenticator app, and the key to copy (or, where the clipboard is refused, selected for the device's menu).
 */
export function TotpKey({ secret, otpauthUrl }: TotpKeyProps) {
  const { t } = useTranslation('security');
  const keyRef = useRef<HTMLElement>(null);
  const [copyState, setCopyState] = useState<'copied' | 'selected' | null>(null);

  const selectKey = () => {
    const key = keyRef.current;
    const selection = window.getSelection();
    if (!key || !selection) return;
    selection.selectAllChildren(key);
    setCopyState('selected');
  };

  const handleCopy = async () => {
    try {
      // Unspaced, as apps take it; the screen groups it by four for reading.
      await navigator.clipboard.writeText(secret);
      setCopyState('copied');
    } catch {
      selectKey();
    }
  };

  return (
    <>
      <p className={styles.text}>{t('two_factor.open_app_hint')}</p>
      <div className={styles.actions}>
        <a className={buttonClassName({ variant: 'secondary' })} href={otpauthUrl}>
          {t('two_factor.open_app')}
        </a>
      </div>
      <p className={styles.text}>{t('two_factor.step_type')}</p>
      <div className={styles.key}>
        <code ref={keyRef} className={styles.secret}>
          {secret.replace(/(.{4})/g, '$1 ').trim()}
        </code>
        <Button type="button" variant="secondary" onClick={() => void handleCopy()}>
          {copyState === 'copied' ? t('two_factor.key_copied') : t('two_factor.copy_key')}
        </Button>
      </div>
      {/* The button says "copied" to the eye; this says it to a screen reader, and shows the fallback. */}
      <p className={copyState === 'selected' ? styles.text : 'visually-hidden'} role="status">
        {copyState === 'copied' && t('two_factor.key_copied')}
        {copyState === 'selected' && t('two_factor.key_selected')}
      </p>
    </>
  );
}
