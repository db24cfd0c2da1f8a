import type { Caller } from './auth.js';
import type { IspDoc } from './doc.js';
import type { IspState } from './types.js';

export interface FuncContext {
  state: IspState;
  params: Record<string, string>;
  caller: Caller;
  now: number;
}

export type FuncHandler = (context: FuncContext) => IspDoc;

/** Writes need a non-empty `sok`; without it an `*.edit` func only reads its form (reference §1.1). */
export function hasSok(params: Record<string, string>): boolean {
  return (params.sok ?? '') !== '';
}
