import { z } from 'zod';

// Click SHOP API callbacks (reference/payments.md §2.1) as a zod schema. Values stay the exact strings Click
// sent: the signature is computed over them, so nothing is trimmed or converted here.

export const CLICK_ACTION = { prepare: '0', complete: '1' } as const;

const present = z.string().refine((value) => value.trim() !== '');

/** Every field Click sends to both endpoints; anything missing or malformed is Click's error -8. */
export const clickCallbackSchema = z
  .looseObject({
    click_trans_id: present,
    service_id: present,
    click_paydoc_id: present,
    merchant_trans_id: present,
    merchant_prepare_id: z.string().optional(),
    amount: present,
    action: present,
    error: z.string().regex(/^-?\d+$/),
    sign_time: present,
    sign_string: present,
  })
  // Complete refers to the Prepare it follows.
  .refine(
    (fields) => fields.action !== CLICK_ACTION.complete || (fields.merchant_prepare_id ?? '').trim() !== '',
  );

export type ClickCallback = z.infer<typeof clickCallbackSchema>;
