import { TICKET_ATTACHMENT_TYPES, TICKET_LIMITS } from '@portal/contracts';
import { Button } from '@portal/web-kit/ui';
import { type ChangeEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './tickets.module.css';

const ACCEPT = TICKET_ATTACHMENT_TYPES.join(',');

/**
 * Up to five files. Size and count are checked here only to spare a wasted upload; the server decides the type
 * from the bytes.
 */
export function AttachmentsField({
  files,
  onChange,
  error,
  onError,
}: {
  files: readonly File[];
  onChange: (files: File[]) => void;
  error?: string | undefined;
  onError: (message: string | undefined) => void;
}) {
  const { t } = useTranslation(['support-tickets', 'validation']);
  const id = useId();
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...files, ...Array.from(event.target.files ?? [])];
    event.target.value = '';
    if (chosen.length > TICKET_LIMITS.attachmentsMax) {
      onError(t('attachments.too_many', { count: TICKET_LIMITS.attachmentsMax }));
      return;
    }
    if (chosen.some((file) => file.size > TICKET_LIMITS.attachmentMaxBytes)) {
      onError(t('validation:file_too_large'));
      return;
    }
    onError(undefined);
    onChange(chosen);
  };
  return (
    <div className={styles.stack}>
      <label htmlFor={id} className={styles.fileLabel}>
        {t('attachments.label')}
      </label>
      {/* The native picker's own texts are in the browser's language: it is hidden, and a label in the UI
          language opens it. */}
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
          {t('attachments.choose')}
        </label>
        {files.length === 0 && <span className={styles.muted}>{t('attachments.none')}</span>}
      </div>
      <p id={`${id}-hint`} className={styles.muted}>
        {t('attachments.hint', { count: TICKET_LIMITS.attachmentsMax })}
      </p>
      {files.length > 0 && (
        <ul className={styles.files}>
          {files.map((file, index) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}`} className={styles.actions}>
              <span>{file.name}</span>
              <Button
                variant="ghost"
                onClick={() => onChange(files.filter((_, other) => other !== index))}
                aria-label={t('attachments.remove', { name: file.name })}
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p className={styles.muted} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
