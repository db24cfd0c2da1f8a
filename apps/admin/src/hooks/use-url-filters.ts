import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The filters of a list, kept in the address (so back, reload and a shared link show the same list): their
 * current values, the submit handler of the filter form (named inputs, empty ones dropped, back to page 1), and
 * a page switch.
 */
export function useUrlFilters<Key extends string>(keys: readonly Key[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? undefined])) as Record<
    Key,
    string | undefined
  >;
  const page = Number(params.get('page') ?? '1') || 1;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const key of keys) {
      const value = String(data.get(key) ?? '').trim();
      if (value) next.set(key, value);
    }
    setParams(next);
  };
  const goToPage = (next: number) => {
    const copy = new URLSearchParams(params);
    copy.set('page', String(next));
    setParams(copy);
  };
  return { values, page, submit, goToPage };
}
