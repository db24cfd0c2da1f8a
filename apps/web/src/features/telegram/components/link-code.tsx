import { errorText } from '@portal/web-kit/errors';
import { Alert, Button, buttonClassName, Card } from '@portal/web-kit/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNow } from '@/hooks/use-now';
import { formatTime } from '@/lib/format';
import { isLanguage } from '@/lib/language';
import { useIssueTelegramCode } from '../api/issue-telegram-code';
import styles from './telegram.module.css';

/**
 * "Not connected": a fresh one-time code (the server shows a code only when it issues it, so opening the page
 * asks for one), the deep link into the bot, its expiry and a button for a new code.
 */
export function LinkCode({ botUsername }: { botUsername: string }) {
  const { t, i18n } = useTranslation(['telegram', 'errors']);
  const lang = isLanguage(i18n.language) ? i18n.language : 'uz';
  const issue = useIssueTelegramCode();
  const { mutate } = issue;
  const requested = useRef(false);
  const [isCopied, setIsCopied] = useState(false);
  const now = useNow(1000);
  const canCopy = typeof navigator !== 'undefined' && Boolean(navigator.clipboard);

  useEffect(() => {
    if (requested.current) return;
    requested.current = true;
    mutate();
  }, [mutate]);

  const code = issue.data?.code ?? null;
  const expiresAt = issue.data?.code_expires_at ?? null;
  const isExpired = expiresAt !== null && new Date(expiresAt).getTime() <= now.getTime();

  const handleNewCode = () => {
    setIsCopied(false);
    mutate();
  };
  const handleCopy = async () => {
    if (!code) return;
    try {
      await navigator.clipboard.writeText(code);
      setIsCopied(true);
    } catch {
      setIsCopied(false);
    }
  };

  const issueErrorText = errorText(t, issue.error, t('not_connected.issue_failed'));

  return (
    <Card className={styles.stack} data-testid="telegram-not-connected">
      <p className={styles.state}>
        <span className={styles.dotOff} aria-hidden="true" />
        {t('not_connected.status')}
      </p>
      <p className={styles.muted}>{t('not_connected.intro')}</p>
      {issue.isError && <Alert variant="danger">{issueErrorText}</Alert>}
      {code && issue.data?.link && !isExpired && (
        <>
          <div className={styles.codeBox}>
            <p className={styles.label} id="telegram-code-label">
              {t('not_connected.code_label')}
            </p>
            <output className={styles.code} aria-labelledby="telegram-code-label" data-testid="telegram-code">
              {code}
            </output>
            {canCopy && (
              <Button variant="secondary" onClick={handleCopy} aria-live="polite">
                {isCopied ? t('not_connected.copied') : t('not_connected.copy')}
              </Button>
            )}
          </div>
          <a
            className={buttonClassName({ variant: 'primary', isBlock: true })}
            href={issue.data.link}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('not_connected.open_bot')}
          </a>
          <p className={styles.muted}>{t('not_connected.manual', { bot: botUsername, code })}</p>
          {expiresAt && (
            <p className={styles.muted}>
              {t('not_connected.expires', { time: formatTime(expiresAt, lang) })}
            </p>
          )}
          <p className={styles.muted} role="status">
            {t('not_connected.waiting')}
          </p>
        </>
      )}
      {isExpired && <Alert variant="warning">{t('not_connected.expired')}</Alert>}
      <Button variant={isExpired ? 'primary' : 'secondary'} isBusy={issue.isPending} onClick={handleNewCode}>
        {t('not_connected.new_code')}
      </Button>
    </Card>
  );
}
