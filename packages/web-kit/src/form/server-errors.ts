import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { fieldErrors } from '../api/read-error';

/** Envelope field names that land on a form field of another name (one choice standing for two request fields). */
export type ServerFieldAliases<T extends FieldValues> = Readonly<Partial<Record<string, Path<T>>>>;

/**
 * The form field an envelope's field error belongs to: the field of that name or its alias, else the list or
 * object it is an item of (`nameservers.1` lands on `nameservers`, a field that holds the whole list).
 */
function formFieldOf<T extends FieldValues>(
  name: string,
  fields: readonly Path<T>[],
  aliases: ServerFieldAliases<T>,
): Path<T> | undefined {
  const parts = name.split('.');
  for (let length = parts.length; length > 0; length--) {
    const candidate = parts.slice(0, length).join('.');
    const alias = aliases[candidate];
    if (alias) return alias;
    if ((fields as readonly string[]).includes(candidate)) return candidate as Path<T>;
  }
  return undefined;
}

/**
 * Puts each server field error next to its field (the first message a field gets stays); answers whether any
 * field took one, and the messages of the fields this form has no place for.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  aliases: ServerFieldAliases<T> = {},
): { placed: boolean; unplaced: string[] } {
  const taken = new Set<string>();
  const unplaced: string[] = [];
  for (const [name, messages] of Object.entries(fieldErrors(error))) {
    const message = messages[0];
    if (!message) continue;
    const field = formFieldOf(name, fields, aliases);
    if (!field) unplaced.push(...messages);
    else if (!taken.has(field)) {
      taken.add(field);
      setError(field, { type: 'server', message });
    }
  }
  return { placed: taken.size > 0, unplaced };
}
