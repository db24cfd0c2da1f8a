import { type ComponentProps, type ReactNode, useId } from 'react';
import ui from './ui.module.css';

interface Labelled {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
}

/** Label, hint and error around a control, tied to it for screen readers. */
function Frame({
  label,
  error,
  hint,
  id,
  children,
}: Labelled & { id: string; children: (described: string | undefined) => ReactNode }) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={ui.field}>
      <label className={ui.label} htmlFor={id}>
        {label}
      </label>
      {hint && (
        <span className={ui.hint} id={`${id}-hint`}>
          {hint}
        </span>
      )}
      {children(described || undefined)}
      {error && (
        <p className={ui.error} id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

export function Field({ label, error, hint, id, ...input }: Labelled & ComponentProps<'input'>) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <Frame label={label} error={error} hint={hint} id={inputId}>
      {(described) => (
        <input
          id={inputId}
          className={ui.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          {...input}
        />
      )}
    </Frame>
  );
}

export function TextArea({ label, error, hint, id, ...input }: Labelled & ComponentProps<'textarea'>) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <Frame label={label} error={error} hint={hint} id={inputId}>
      {(described) => (
        <textarea
          id={inputId}
          className={ui.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          {...input}
        />
      )}
    </Frame>
  );
}

export function SelectField({
  label,
  error,
  hint,
  id,
  children,
  ...select
}: Labelled & ComponentProps<'select'>) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <Frame label={label} error={error} hint={hint} id={selectId}>
      {(described) => (
        <select
          id={selectId}
          className={ui.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          {...select}
        >
          {children}
        </select>
      )}
    </Frame>
  );
}
