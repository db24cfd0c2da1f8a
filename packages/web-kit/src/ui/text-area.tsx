import type { ComponentPropsWithRef } from 'react';
import styles from './field.module.css';
import { FieldFrame, type FieldProps, useFieldControl } from './field-frame';

export type TextAreaProps = ComponentPropsWithRef<'textarea'> & FieldProps;

/** A plain multi-line text field (a reason, a note, a message), labelled like TextField. */
export function TextArea({ label, error, hint, id, className, ...textAreaProps }: TextAreaProps) {
  const control = useFieldControl(id, { hint, error });
  return (
    <FieldFrame label={label} error={error} hint={hint} controlId={control.id} className={className}>
      <textarea className={`${styles.control} ${styles.multiline}`} {...control} {...textAreaProps} />
    </FieldFrame>
  );
}
