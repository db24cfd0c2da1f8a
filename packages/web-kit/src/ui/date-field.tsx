import { type ComponentPropsWithRef, type FocusEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './field.module.css';
import { FieldFrame, type FieldProps, useFieldControl } from './field-frame';
import { dateSeparatorOf, formatDate, readTypedDate } from './typed-date';

export type DateFieldProps = Omit<
  ComponentPropsWithRef<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max'
> &
  FieldProps & {
    /** An ISO date (YYYY-MM-DD), '' for none, or what was typed when it is not a date. */
    value: string;
    onChange: (value: string) => void;
    /** ISO dates; `max` is usually today, for a date that cannot lie ahead. */
    min?: string | undefined;
    max?: string | undefined;
  };

/** Refused text goes to the form as typed, but never in the ISO shape its schema would take for a date. */
const notADate = (text: string) => text.replaceAll('-', '.');

/**
 * A date a person types, in the interface's order (dd.mm.yyyy; dd/mm/yyyy in English) with that order shown
 * as the hint, instead of the browser's date input, which follows the browser's language, not the page's. The
 * form gets an ISO date only for a real date within `min`..`max`; anything else gets its reason as the field's
 * error once the field is left, never a guess. Used through react-hook-form's Controller.
 */
export function DateField({
  label,
  error,
  hint,
  id,
  className,
  value,
  onChange,
  onBlur,
  min,
  max,
  ...inputProps
}: DateFieldProps) {
  const { t, i18n } = useTranslation('validation');
  const order = dateSeparatorOf(i18n.language);
  const [text, setText] = useState(() => formatDate(value, order));
  const [isLeft, setIsLeft] = useState(false);
  const emitted = useRef(value);
  // A value set from outside (a reset, a loaded profile) is shown in the interface's order.
  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    setText(formatDate(value, order));
    setIsLeft(false);
  }, [value, order]);
  // A language switch rewrites a date already read in the new language's order.
  useEffect(() => {
    setText((current) => {
      const read = readTypedDate(current);
      return read.kind === 'date' ? formatDate(read.iso, order) : current;
    });
  }, [order]);

  const limits = { ...(min ? { min } : {}), ...(max ? { max } : {}) };
  const read = readTypedDate(text, limits);
  const pattern = t('date_pattern');
  const example = formatDate('1990-03-15', order);
  const ownError =
    isLeft && read.kind === 'refused' ? t(`date_${read.reason}`, { pattern, example }) : undefined;
  const shownError = ownError ?? error;
  const shownHint = hint ?? t('date_hint', { pattern, example });
  const control = useFieldControl(id, { hint: shownHint, error: shownError });

  const change = (next: string) => {
    setText(next);
    const result = readTypedDate(next, limits);
    const out = result.kind === 'date' ? result.iso : result.kind === 'empty' ? '' : notADate(next.trim());
    emitted.current = out;
    onChange(out);
  };
  const leave = (event: FocusEvent<HTMLInputElement>) => {
    setIsLeft(true);
    if (read.kind === 'date') setText(formatDate(read.iso, order));
    onBlur?.(event);
  };

  return (
    <FieldFrame
      label={label}
      error={shownError}
      hint={shownHint}
      controlId={control.id}
      className={className}
    >
      <input
        className={styles.control}
        type="text"
        // The decimal keypad has the separator key; plain digits ("15031990") are read as well.
        inputMode="decimal"
        maxLength={10}
        placeholder={pattern}
        {...control}
        {...inputProps}
        value={text}
        onChange={(event) => change(event.currentTarget.value)}
        onBlur={leave}
      />
    </FieldFrame>
  );
}
