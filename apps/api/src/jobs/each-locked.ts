import type { Database, Queryable } from '../db/database.js';

// The loop every timer pass shares (domain lifecycle, hosting order scheduler): a bounded batch of due ids, each
// handled in its own transaction on its row locked with SKIP LOCKED. A row another process holds is passed over
// (that process is handling it), and the step checks its rule again on the locked row, so two passes at once, or
// a re-run after a crash, never apply one step twice. One item's transaction never holds another's lock.

/** How many due rows one pass takes per step; the next pass takes the rest. */
export const DUE_BATCH = 100;

/** One timer step on a locked row: true when it changed something (what the pass counts). */
export type LockedStep<Row> = (tx: Queryable, row: Row, now: Date) => Promise<boolean>;

/** Locks the row with SKIP LOCKED in the item's transaction; undefined when gone or held elsewhere. */
export type RowLock<Row> = (tx: Queryable, id: number) => Promise<Row | undefined>;

/**
 * The pass over one table's rows: runs the step on each id in turn, one transaction each, and answers how many
 * applied.
 */
export const lockedPass =
  <Row>(lock: RowLock<Row>) =>
  async (db: Database, ids: readonly number[], now: Date, step: LockedStep<Row>): Promise<number> => {
    let applied = 0;
    for (const id of ids) {
      const changed = await db.transaction(async (tx) => {
        const row = await lock(tx, id);
        return row ? step(tx, row, now) : false;
      });
      if (changed) applied += 1;
    }
    return applied;
  };
