import type { ComponentPropsWithRef } from 'react';
import styles from './field.module.css';
import { FieldFrame, type FieldProps, useFieldControl } from './field-frame';

export type SelectOption = { value: string; label: string };

export type SelectProps = ComponentPropsWithRef<'select'> &
  FieldProps & {
    /** The choices as data; a screen whose choices are markup (groups, translated labels) gives them as children. */
    options?: readonly SelectOption[];
    /** Shown as a disabled first option while nothing is chosen. */
    placeholder?: string;
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
  const control = useFieldControl(id, { hint, error });
  return (
    <FieldFrame label={label} error={error} hint={hint} controlId={control.id} className={className}>
      <select className={styles.control} {...control} {...selectProps}>
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
    </FieldFrame>
  );
}
