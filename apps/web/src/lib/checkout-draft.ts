import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import type { z } from 'zod';
import { paths } from '@/config/paths';
import { RETURN_PARAM, safeReturnPath } from './return-path';

// A checkout the balance does not cover sends the customer to /pay with the missing amount; after the payment
// the result page leads back to the same checkout, which finds the choices made before (term, name servers,
// registrant, period) where the customer left them. Both halves live in this tab's sessionStorage: the payment
// page of the provider is another site, and the tab comes back to us at the same origin.

const DRAFT_PREFIX = 'checkout-draft:';
const PAY_RETURN_KEY = 'pay-return';
/** The query parameter of /pay with the amount to fill in, in som. */
export const AMOUNT_PARAM = 'amount';

const storage = (): Storage | null => (typeof sessionStorage === 'undefined' ? null : sessionStorage);

/** /pay with the shortfall filled in (whole som, rounded up) and the way back to `returnTo`. */
export function topUpHref(shortfallSom: number, returnTo: string): string {
  const query = new URLSearchParams({ [AMOUNT_PARAM]: String(Math.ceil(shortfallSom)) });
  const back = safeReturnPath(returnTo);
  if (back) query.set(RETURN_PARAM, back);
  return `${paths.pay.path}?${query}`;
}

/** The checkout a top-up started from, kept until the payment's result page offers it. */
export function rememberPayReturn(path: string | null): void {
  const safe = safeReturnPath(path);
  if (safe) storage()?.setItem(PAY_RETURN_KEY, safe);
}

export function payReturnPath(): string | null {
  return safeReturnPath(storage()?.getItem(PAY_RETURN_KEY));
}

export function forgetPayReturn(): void {
  storage()?.removeItem(PAY_RETURN_KEY);
}

/**
 * A checkout's choices kept across the top-up: `save` before leaving for /pay; coming back to the same
 * address restores them once (through `onRestore`) and forgets them. A draft that no longer reads as the
 * schema says (another version of the app wrote it) is dropped.
 */
export function useCheckoutDraft<Schema extends z.ZodType>(
  schema: Schema,
  onRestore: (draft: z.infer<Schema>) => void,
): (values: z.input<Schema>) => void {
  const { pathname, search } = useLocation();
  const key = `${DRAFT_PREFIX}${pathname}${search}`;
  const restore = useRef(onRestore);
  restore.current = onRestore;
  useEffect(() => {
    const stored = storage()?.getItem(key);
    if (!stored) return;
    storage()?.removeItem(key);
    let value: unknown;
    try {
      value = JSON.parse(stored);
    } catch {
      return;
    }
    const parsed = schema.safeParse(value);
    if (parsed.success) restore.current(parsed.data);
  }, [key, schema]);
  return (values) => storage()?.setItem(key, JSON.stringify(values));
}
