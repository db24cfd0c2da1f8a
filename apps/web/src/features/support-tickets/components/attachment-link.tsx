import type { TicketAttachment } from '@portal/contracts';
import { Button } from '@portal/web-kit/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './tickets.module.css';

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * A file of the thread. Only the ticket's owner may read it, so the bytes come through fetch with what proves it
 * (`open`: the session's token, or a guest link's) and are saved from an object URL.
 */
export function AttachmentLink({ file, open }: { file: TicketAttachment; open: () => Promise<Blob> }) {
  const { t } = useTranslation('support-tickets');
  const [url, setUrl] = useState<string | null>(null);
  const [isLoading, setIsLoading] = useState(false);
  const [hasFailed, setHasFailed] = useState(false);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  const handleOpen = async () => {
    setIsLoading(true);
    setHasFailed(false);
    try {
      setUrl(URL.createObjectURL(await open()));
    } catch {
      setHasFailed(true);
    } finally {
      setIsLoading(false);
    }
  };
  const label = `${file.file_name} (${sizeText(file.size_bytes)})`;
  return (
    <li>
      {url ? (
        <a className={styles.link} href={url} download={file.file_name}>
          {t('thread.download', { name: label })}
        </a>
      ) : (
        <Button variant="secondary" isBusy={isLoading} onClick={() => void handleOpen()}>
          {label}
        </Button>
      )}
      {hasFailed && (
        <span className={styles.muted} role="alert">
          {' '}
          {t('thread.file_failed')}
        </span>
      )}
    </li>
  );
}
