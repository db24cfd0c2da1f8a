import { TICKET_ATTACHMENT_TYPES, TICKET_LIMITS } from '@portal/contracts';
import { Button } from '@portal/web-kit/ui';
import { type ChangeEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import ui from '@/components/ui.module.css';
import styles from './tickets.module.css';

const ACCEPT = TICKET_ATTACHMENT_TYPES.join(',');

/**
 * Up to five files with a reply, as customers attach theirs. Count and size are checked here only to spare a
 * wasted upload; the API decides the type from the bytes.
 */
export function ReplyFiles({
  files,
  onChange,
  error,
  onError,
}: {
  files: readonly File[];
  onChange: (files: File[]) => void;
  error: string | undefined;
  onError: (message: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...files, ...Array.from(event.target.files ?? [])];
    event.target.value = '';
    if (chosen.length > TICKET_LIMITS.attachmentsMax) {
      onError(t('tickets:files.too_many', { count: TICKET_LIMITS.attachmentsMax }));
      return;
    }
    if (chosen.some((file) => file.size > TICKET_LIMITS.attachmentMaxBytes)) {
      onError(t('tickets:files.too_large'));
      return;
    }
    onError(undefined);
    onChange(chosen);
  };
  return (
    <div className={styles.fileField}>
      <label htmlFor={id} className={styles.fileLabel}>
        {t('tickets:files.label')}
      </label>
      {/* The native picker's texts are in the browser's language: it is hidden behind a label in the console's. */}
      <div className={styles.picker}>
        <input
          id={id}
          type="file"
          multiple
          accept={ACCEPT}
          className={`visually-hidden ${styles.fileInput}`}
          onChange={handleChange}
          disabled={files.length >= TICKET_LIMITS.attachmentsMax}
          aria-describedby={`${id}-hint`}
          aria-invalid={error ? true : undefined}
        />
        <label className={styles.fileButton} htmlFor={id} aria-hidden="true">
          {t('tickets:files.choose')}
        </label>
        {files.length === 0 && <span className={ui.hint}>{t('tickets:files.none')}</span>}
      </div>
      <p id={`${id}-hint`} className={ui.hint}>
        {t('tickets:files.hint', { count: TICKET_LIMITS.attachmentsMax })}
      </p>
      {files.length > 0 && (
        <ul className={styles.attachments}>
          {files.map((file, index) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}`} className={styles.chosenFile}>
              <span>{file.name}</span>
              <Button
                variant="ghost"
                type="button"
                onClick={() => onChange(files.filter((_, other) => other !== index))}
                aria-label={t('tickets:files.remove', { name: file.name })}
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p className={ui.hint} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
