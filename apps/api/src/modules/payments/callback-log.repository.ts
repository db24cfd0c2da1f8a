import type { Queryable } from '../../db/database.js';
import { paymentCallbacks } from '../../db/schema.js';

export interface CallbackLogEntry {
  provider: 'payme' | 'click';
  method: string;
  params: unknown;
  answer: unknown;
  at: Date;
}

/** Every provider call and our answer, for reconciliation. Callers pass params without secrets. */
export async function logCallback(db: Queryable, entry: CallbackLogEntry): Promise<void> {
  await db.insert(paymentCallbacks).values({
    provider: entry.provider,
    method: entry.method.slice(0, 100),
    params: entry.params ?? null,
    answer: entry.answer ?? null,
    createdAt: entry.at,
  });
}
