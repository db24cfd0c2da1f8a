import { type ReactNode, useId } from 'react';
import styles from './field.module.css';

/** What every labelled control takes besides its own attributes. */
export type FieldProps = {
  label: ReactNode;
  /** The translated error text; marks the control invalid and links the text with aria-describedby. */
  error?: string | undefined;
  hint?: ReactNode;
};

/** The control's id and the attributes that tie it to its hint and error for screen readers. */
export function useFieldControl(id: string | undefined, { hint, error }: Omit<FieldProps, 'label'>) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const describedBy =
    [hint ? `${controlId}-hint` : null, error ? `${controlId}-error` : null].filter(Boolean).join(' ') ||
    undefined;
  return {
    id: controlId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  } as const;
}

/** Label, control, hint and error, in that order: the frame of every text field, select and text area. */
export function FieldFrame({
  label,
  error,
  hint,
  controlId,
  className,
  children,
}: FieldProps & { controlId: string; className?: string | undefined; children: ReactNode }) {
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={controlId}>
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${controlId}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${controlId}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
