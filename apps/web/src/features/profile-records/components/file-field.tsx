import {
  RECORD_FILE_MAX_BYTES,
  RECORD_FILE_TYPES,
  type RecordFile,
  type RecordFileKind,
} from '@portal/contracts';
import { Button, FileChooser } from '@portal/web-kit/ui';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import { formatFileSize } from './format-size';
import { readAsDataUrl } from './read-file';
import styles from './record-form.module.css';
import { StoredFile } from './stored-file';

export type FileFieldProps = {
  kind: RecordFileKind;
  chosen: File | null;
  onChoose: (file: File | null) => void;
  /** The saved record's file of this kind, when editing. */
  stored?: { recordId: number; file: RecordFile } | undefined;
  isRemoved: boolean;
  onToggleRemove: () => void;
  /** Translated text: the client's hint check or the server's field error. */
  error?: string | undefined;
  onError: (message: string | undefined) => void;
};

const ACCEPT = RECORD_FILE_TYPES.join(',');

/**
 * One upload. Type and size are checked here only to spare a wasted upload; the server decides from the
 * bytes. A chosen image is previewed, any other file is named.
 */
export function FileField({
  kind,
  chosen,
  onChoose,
  stored,
  isRemoved,
  onToggleRemove,
  error,
  onError,
}: FileFieldProps) {
  const { t } = useTranslation(['records', 'validation']);
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const label = t(`files.${kind}`);

  useEffect(() => {
    let isCurrent = true;
    setPreview(null);
    if (chosen?.type.startsWith('image/')) {
      readAsDataUrl(chosen)
        .then((url) => isCurrent && setPreview(url))
        .catch(() => {});
    }
    return () => {
      isCurrent = false;
    };
  }, [chosen]);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    const problem = !file
      ? undefined
      : !(RECORD_FILE_TYPES as readonly string[]).includes(file.type)
        ? t('validation:file_type_invalid')
        : file.size > RECORD_FILE_MAX_BYTES
          ? t('validation:file_too_large')
          : undefined;
    onError(problem);
    if (problem) event.target.value = '';
    onChoose(problem ? null : file);
  };

  const handleClear = () => {
    if (inputRef.current) inputRef.current.value = '';
    onChoose(null);
    onError(undefined);
  };

  const labelId = `${inputId}-label`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  return (
    <div className={styles.file}>
      <span id={labelId} className={styles.fileLabel}>
        {label}
      </span>
      {stored &&
        !chosen &&
        (isRemoved ? (
          <p className={styles.muted}>{t('files.will_remove')}</p>
        ) : (
          <StoredFile recordId={stored.recordId} file={stored.file} label={label} />
        ))}
      <FileChooser
        inputRef={inputRef}
        id={inputId}
        name={kind}
        accept={ACCEPT}
        onChange={handleChange}
        aria-labelledby={labelId}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
        chooseLabel={stored && !isRemoved ? t('files.replace') : t('files.choose')}
        emptyText={!chosen && !stored ? t('files.none') : undefined}
      />
      <p id={hintId} className={styles.hint}>
        {t('files.hint')}
      </p>
      {chosen && (
        <div className={styles.chosen}>
          {preview && (
            <img
              className={styles.preview}
              src={preview}
              alt={t('files.preview_alt', { name: chosen.name })}
            />
          )}
          <p className={styles.muted}>
            {t('files.chosen', { name: chosen.name, size: formatFileSize(chosen.size, currentLanguage()) })}
          </p>
          <Button variant="ghost" onClick={handleClear}>
            {t('files.clear')}
          </Button>
        </div>
      )}
      {stored && !chosen && (
        <Button variant={isRemoved ? 'ghost' : 'danger'} onClick={onToggleRemove}>
          {isRemoved ? t('files.keep') : t('files.remove')}
        </Button>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
