import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import styles from './field.module.css';

export type SelectOption = { value: string; label: string };

export type SelectProps = ComponentPropsWithRef<'select'> & {
  label: ReactNode;
  options: readonly SelectOption[];
  /** Shown as a disabled first option while nothing is chosen. */
  placeholder?: string;
  error?: string | undefined;
};

export function Select({ label, options, placeholder, error, id, className, ...selectProps }: SelectProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const errorId = `${selectId}-error`;

  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={selectId}>
        {label}
      </label>
      <select
        id={selectId}
        className={styles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
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
      </select>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
