import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import styles from './field.module.css';

export type SelectOption = { value: string; label: string };

export type SelectProps = ComponentPropsWithRef<'select'> & {
  label: ReactNode;
  /** The choices as data; a screen whose choices are markup (groups, translated labels) gives them as children. */
  options?: readonly SelectOption[];
  hint?: ReactNode;
  /** Shown as a disabled first option while nothing is chosen. */
  placeholder?: string;
  error?: string | undefined;
};

export function Select({
  label,
  options = [],
  placeholder,
  hint,
  error,
  id,
  className,
  children,
  ...selectProps
}: SelectProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const errorId = `${selectId}-error`;
  const hintId = `${selectId}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={selectId}>
        {label}
      </label>
      <select
        id={selectId}
        className={styles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...selectProps}
      >
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
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
