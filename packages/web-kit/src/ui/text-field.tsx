import type { ComponentPropsWithRef } from 'react';
import styles from './field.module.css';
import { FieldFrame, type FieldProps, useFieldControl } from './field-frame';

export type TextFieldProps = ComponentPropsWithRef<'input'> & FieldProps;

export function TextField({ label, error, hint, id, className, ...inputProps }: TextFieldProps) {
  const control = useFieldControl(id, { hint, error });
  return (
    <FieldFrame label={label} error={error} hint={hint} controlId={control.id} className={className}>
      <input className={styles.control} {...control} {...inputProps} />
    </FieldFrame>
  );
}
