import type { IspErrorSpec, IspLimits } from './types.js';

/*
 * JSON mapping of ISPmanager's XML documents (docs/providers/ispmanager.md): the root is `doc`, scalars are
 * `{"$": value}` and XML attributes are `$`-prefixed keys.
 */
export type IspDoc = { doc: Record<string, unknown> };

export class IspApiError extends Error {
  constructor(
    readonly type: string,
    readonly object: string,
    message: string,
  ) {
    super(message);
  }
}

export function wrap(value: string | number): { $: string } {
  return { $: String(value) };
}

export function okDoc(): IspDoc {
  return { doc: { ok: wrap('ok') } };
}

export function errorDoc(error: IspErrorSpec): IspDoc {
  const msg = error.msg ?? `${error.type} ${error.object ?? ''}`.trim();
  return {
    doc: {
      error: { $type: error.type, $object: error.object ?? '', msg: wrap(msg), detail: wrap(msg) },
    },
  };
}

export function wrapFields(fields: Record<string, string | number>): Record<string, { $: string }> {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, wrap(value)]));
}

/** A list: `elem` is an array, even of one row, and absent when there is none. */
export function listDoc(rows: Record<string, string | number>[]): IspDoc {
  return rows.length === 0 ? { doc: {} } : { doc: { elem: rows.map(wrapFields) } };
}

export function limitFields(limits: IspLimits): Record<string, string> {
  return Object.fromEntries(Object.entries(limits).sort(([a], [b]) => a.localeCompare(b)));
}
