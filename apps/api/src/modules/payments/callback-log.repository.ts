import { desc } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { paymentCallbacks } from './payments.schema.js';

export interface CallbackLogEntry {
  provider: 'payme' | 'click';
  method: string;
  params: unknown;
  answer: unknown;
  at: Date;
}

// What a stored call may hold: the log is for reconciliation, not a copy of whatever a caller sends, so a flood
// of large calls cannot fill the disk, and text PostgreSQL refuses (a NUL) cannot fail the call it records.
const MAX_TEXT = 256;
const MAX_KEYS = 32;
const MAX_DEPTH = 4;
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters replaced
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

function capped(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.slice(0, MAX_TEXT).replace(CONTROL, '\uFFFD');
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= MAX_DEPTH) return '[nested]';
  if (Array.isArray(value)) return value.slice(0, MAX_KEYS).map((item) => capped(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value)
      .slice(0, MAX_KEYS)
      .map(([key, inner]) => [capped(key) as string, capped(inner, depth + 1)]),
  );
}

/** What is kept of a call we refused (bad credentials or signature, malformed): its outline, not its body. */
export const refusedCall = (request: { ip: string; headers: Record<string, unknown> }) => ({
  refused: true,
  ip: request.ip,
  bytes: Number(request.headers['content-length'] ?? 0) || 0,
});

/** Every provider call and our answer, for reconciliation. Callers pass params without secrets. */
export async function logCallback(db: Queryable, entry: CallbackLogEntry): Promise<void> {
  await db.insert(paymentCallbacks).values({
    provider: entry.provider,
    method: String(capped(entry.method)).slice(0, 100),
    params: capped(entry.params ?? null),
    answer: capped(entry.answer ?? null),
    createdAt: entry.at,
  });
}

/** The provider callback log for staff, newest first (stored without secrets; refused calls by outline only). */
export async function listCallbacksPage(db: Queryable, limit: number, offset: number) {
  return db.select().from(paymentCallbacks).orderBy(desc(paymentCallbacks.id)).limit(limit).offset(offset);
}
