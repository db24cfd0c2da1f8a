import { Button } from '@portal/web-kit/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import hosting from '../hosting.module.css';
import styles from './mail-db.module.css';

/** How long "copied" stays on screen (it is announced once either way). */
const COPIED_SHOWN_MS = 3000;

/**
 * Copies text: the Clipboard API in a secure context, else the selection copy that plain-http hosts and older
 * in-app browsers still allow. Answers whether it worked.
 */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Denied (no permission, not focused): the fallback below.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

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
          onClick={() => void copyToClipboard(value).then((ok) => setState(ok ? 'copied' : 'failed'))}
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
