import { Button } from '@portal/web-kit/ui';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '@/lib/copy-text';
import styles from './referrals.module.css';

type CopyState = 'idle' | 'copied' | 'failed';

/** How long "copied" stays on screen (it is announced once either way). */
const COPIED_SHOWN_MS = 4000;

/** The personal link with copy and, where the device offers it, share. */
export function ReferralLink({ link }: { link: string }) {
  const { t } = useTranslation('referrals');
  const [copyState, setCopyState] = useState<CopyState>('idle');
  const inputId = useId();
  const canShare = typeof navigator.share === 'function';

  useEffect(() => {
    if (copyState !== 'copied') return;
    const timer = window.setTimeout(() => setCopyState('idle'), COPIED_SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [copyState]);

  const handleCopy = async () => {
    setCopyState((await copyText(link)) ? 'copied' : 'failed');
  };

  const handleShare = async () => {
    try {
      await navigator.share({ title: t('share.title'), text: t('share.text'), url: link });
    } catch {
      // The customer closed the share sheet: nothing to report.
    }
  };

  return (
    <div className={styles.linkBox}>
      <label className={styles.linkLabel} htmlFor={inputId}>
        {t('link.label')}
      </label>
      <input
        id={inputId}
        className={styles.linkInput}
        value={link}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className={styles.actions}>
        <Button onClick={() => void handleCopy()}>{t('link.copy')}</Button>
        {canShare && (
          <Button variant="secondary" onClick={() => void handleShare()}>
            {t('link.share')}
          </Button>
        )}
      </div>
      <p className={styles.copyStatus} role="status" aria-live="polite">
        {copyState === 'copied' && t('link.copied')}
        {copyState === 'failed' && t('link.copy_failed')}
      </p>
      <p className={styles.hint}>{t('link.hint')}</p>
    </div>
  );
}
