import type { ApiForm } from '@portal/web-kit/form';
import { DateField } from '@portal/web-kit/ui';
import { Controller, type FieldValues, type Path } from 'react-hook-form';

/**
 * A day a form holds as yyyy-mm-dd, typed in the console's language (dd.mm.yyyy; dd/mm/yyyy in English) through
 * the kit's date field: the browser's own date input shows its hint ("mm/dd/yyyy") in the browser's language,
 * not the console's.
 */
export function DayField<Input extends FieldValues>({
  form,
  name,
  label,
  hint,
  min,
  max,
}: {
  form: Pick<ApiForm<Input, unknown>, 'control' | 'errorOf'>;
  name: Path<Input>;
  label: string;
  /** Said under the field instead of the date order (the placeholder still shows the order). */
  hint?: string | undefined;
  min?: string | undefined;
  max?: string | undefined;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <DateField
          label={label}
          hint={hint}
          name={field.name}
          value={String(field.value ?? '')}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          min={min}
          max={max}
          error={form.errorOf(name)}
        />
      )}
    />
  );
}
