import { Button } from '@portal/web-kit/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '@/lib/copy-text';
import hosting from '../hosting.module.css';
import styles from './mail-db.module.css';

/** How long "copied" stays on screen (it is announced once either way). */
const COPIED_SHOWN_MS = 3000;

/** One fact with its own copy button; the button's name says what it copies, the result is announced. */
export function CopyValue({ label, value, shown }: { label: string; value: string; shown?: string }) {
  const { t } = useTranslation('mail-db');
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), COPIED_SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [state]);
  return (
    <div className={hosting.fact}>
      <dt>{label}</dt>
      <dd className={styles.copyValue}>
        <code>{shown ?? value}</code>
        <Button
          variant="ghost"
          className={styles.copyButton}
          aria-label={t('copy_named', { name: label })}
          onClick={() => void copyText(value).then((ok) => setState(ok ? 'copied' : 'failed'))}
        >
          {t('copy')}
        </Button>
        <span className={styles.copyStatus} role="status" aria-live="polite">
          {state === 'copied' && t('copied')}
          {state === 'failed' && t('copy_failed')}
        </span>
      </dd>
    </div>
  );
}
