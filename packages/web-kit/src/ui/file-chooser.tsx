import { type ChangeEvent, type InputHTMLAttributes, type Ref, useId } from 'react';
import { Button } from './button';
import styles from './file-chooser.module.css';

export type FileChooserProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> & {
  id: string;
  /** The visible button's text, in the UI's language. */
  chooseLabel: string;
  /** Said beside the button while nothing is chosen. */
  emptyText?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * A file input whose native texts (in the browser's language, not the page's) are hidden behind a label that
 * opens it; the input keeps the focus, the name and the description, the label shows them.
 */
export function FileChooser({ id, chooseLabel, emptyText, inputRef, ...inputProps }: FileChooserProps) {
  return (
    <div className={styles.picker}>
      <input
        ref={inputRef}
        id={id}
        type="file"
        className={`visually-hidden ${styles.input}`}
        {...inputProps}
      />
      <label className={styles.button} htmlFor={id} aria-hidden="true">
        {chooseLabel}
      </label>
      {emptyText && <span className={styles.muted}>{emptyText}</span>}
    </div>
  );
}

export interface FilesFieldTexts {
  label: string;
  choose: string;
  none: string;
  hint: string;
  tooMany: string;
  tooLarge: string;
  remove: (name: string) => string;
}

/**
 * Up to `maxFiles` files sent with a message (a ticket's, a staff reply's). Count and size are checked here only
 * to spare a wasted upload; the server decides the type from the bytes.
 */
export function FilesField({
  files,
  onChange,
  error,
  onError,
  accept,
  maxFiles,
  maxBytes,
  texts,
}: {
  files: readonly File[];
  onChange: (files: File[]) => void;
  error?: string | undefined;
  onError: (message: string | undefined) => void;
  accept: string;
  maxFiles: number;
  maxBytes: number;
  texts: FilesFieldTexts;
}) {
  const id = useId();
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...files, ...Array.from(event.target.files ?? [])];
    event.target.value = '';
    if (chosen.length > maxFiles) return onError(texts.tooMany);
    if (chosen.some((file) => file.size > maxBytes)) return onError(texts.tooLarge);
    onError(undefined);
    onChange(chosen);
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {texts.label}
      </label>
      <FileChooser
        id={id}
        multiple
        accept={accept}
        onChange={handleChange}
        disabled={files.length >= maxFiles}
        aria-describedby={`${id}-hint`}
        aria-invalid={error ? true : undefined}
        chooseLabel={texts.choose}
        emptyText={files.length === 0 ? texts.none : undefined}
      />
      <p id={`${id}-hint`} className={styles.muted}>
        {texts.hint}
      </p>
      {files.length > 0 && (
        <ul className={styles.files}>
          {files.map((file, index) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}`} className={styles.file}>
              <span>{file.name}</span>
              <Button
                variant="ghost"
                type="button"
                onClick={() => onChange(files.filter((_, other) => other !== index))}
                aria-label={texts.remove(file.name)}
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
