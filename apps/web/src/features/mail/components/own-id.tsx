import { Button } from '@portal/web-kit/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './mail.module.css';

/** "Your ID: 12", so people can tell each other where to write; copied with one tap where allowed. */
export function OwnId({ id }: { id: number }) {
  const { t } = useTranslation('mail');
  const [isCopied, setIsCopied] = useState(false);
  const canCopy = typeof navigator !== 'undefined' && Boolean(navigator.clipboard);

  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(String(id));
      setIsCopied(true);
    } catch {
      setIsCopied(false);
    }
  };

  return (
    <div className={styles.ownId}>
      <div>
        <p className={styles.ownIdValue} data-testid="own-mail-id">
          {t('home.your_id', { id })}
        </p>
        <p className={styles.muted}>{t('home.your_id_hint')}</p>
      </div>
      {canCopy && (
        <Button variant="secondary" onClick={handleCopy} aria-live="polite">
          {isCopied ? t('home.copied') : t('home.copy_id')}
        </Button>
      )}
    </div>
  );
}
