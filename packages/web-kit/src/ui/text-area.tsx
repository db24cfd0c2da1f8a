import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import styles from './field.module.css';

export type TextAreaProps = ComponentPropsWithRef<'textarea'> & {
  label: ReactNode;
  /** The translated error text; marks the text invalid and links it with aria-describedby. */
  error?: string | undefined;
  hint?: ReactNode;
};

/** A plain multi-line text field (a reason, a note, a message), labelled like TextField. */
export function TextArea({ label, error, hint, id, className, ...textAreaProps }: TextAreaProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <textarea
        id={inputId}
        className={`${styles.control} ${styles.multiline}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...textAreaProps}
      />
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
