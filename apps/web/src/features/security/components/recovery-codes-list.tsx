import { Alert, Button, buttonClassName, Card } from '@portal/web-kit/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './two-factor-settings.module.css';

type RecoveryCodesListProps = { codes: string[]; title: string; onDone: () => void };

/** The ten recovery codes, shown once (after enabling, or new ones): copy, download, then "I have saved them". */
export function RecoveryCodesList({ codes, title, onDone }: RecoveryCodesListProps) {
  const { t } = useTranslation('security');
  const [isCopied, setIsCopied] = useState(false);
  const text = `${codes.join('\n')}\n`;
  const canCopy = typeof navigator !== 'undefined' && Boolean(navigator.clipboard);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form that asked for them is gone: focus goes to what replaced it, not to the page's start.
  useEffect(() => headingRef.current?.focus(), []);

  const copy = async () => {
    await navigator.clipboard.writeText(text);
    setIsCopied(true);
  };

  return (
    <Card as="section" className={styles.card} aria-labelledby="recovery-codes">
      <h2 id="recovery-codes" className={styles.heading} ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
      <Alert variant="warning">{t('two_factor.codes_intro')}</Alert>
      <ol className={styles.codes}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className={styles.actions}>
        {canCopy && (
          <Button type="button" variant="secondary" onClick={() => void copy()}>
            {isCopied ? t('two_factor.copied') : t('two_factor.copy')}
          </Button>
        )}
        <a
          className={buttonClassName({ variant: 'secondary' })}
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download="recovery-codes.txt"
        >
          {t('two_factor.download')}
        </a>
        <Button type="button" onClick={onDone}>
          {t('two_factor.codes_done')}
        </Button>
      </div>
    </Card>
  );
}
