import { type ApiForm, useApiForm } from '@portal/web-kit/form';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';

type FilterSchema<Key extends string> = z.ZodObject<Record<Key, z.ZodType>>;

/**
 * The filters of a list, kept in the address (so back, reload and a shared link show the same list): their
 * current values, the filter form (the kit's, on a form-shaped schema derived from the contract's query schema:
 * lib/form-schemas.ts filterField), whose submit puts the non-empty values in the address and goes back to page
 * 1, and a page switch.
 */
export function useUrlFilters<Key extends string>(
  schema: FilterSchema<Key>,
): {
  values: Record<Key, string | undefined>;
  page: number;
  form: ApiForm<FieldValues, unknown>;
  submit: ReturnType<ApiForm<FieldValues, unknown>['handleSubmit']>;
  goToPage: (next: number) => void;
} {
  const [params, setParams] = useSearchParams();
  const keys = Object.keys(schema.shape) as Key[];
  const values = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? undefined])) as Record<
    Key,
    string | undefined
  >;
  const defaults: DefaultValues<FieldValues> = Object.fromEntries(
    keys.map((key) => [key, values[key] ?? '']),
  );
  const form = useApiForm<FieldValues, unknown>({ schema, defaultValues: defaults });
  const page = Number(params.get('page') ?? '1') || 1;
  const submit = form.handleSubmit(() => {
    const next = new URLSearchParams();
    for (const key of keys) {
      const value = String(form.getValues(key) ?? '').trim();
      if (value) next.set(key, value);
    }
    setParams(next);
  });
  const goToPage = (next: number) => {
    const copy = new URLSearchParams(params);
    copy.set('page', String(next));
    setParams(copy);
  };
  return { values, page, form, submit, goToPage };
}
