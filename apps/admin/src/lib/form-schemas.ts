import { z } from 'zod';

// Form-shaped stand-ins for contract fields a form holds differently: a date input gives yyyy-mm-dd where the
// contract takes a time in Tashkent. A form derives its schema from the contract's with `.extend`, replacing
// only such fields, and its submit turns them into the contract's form (lib/format.ts: dayStart, dayEnd).

/** A required date input's value. */
export const dayInput = z
  .string()
  .min(1, { error: 'required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'date_invalid' });

/** A date input that may stay empty. */
export const optionalDayInput = z.union([z.literal(''), dayInput]);

/**
 * A contract query field as a filter form holds it: an empty input means "any" (the field left out), anything
 * else is checked by the contract's own rule.
 */
export const filterField = (field: z.ZodType) =>
  z.preprocess((value) => (value === '' ? undefined : value), field.optional());
