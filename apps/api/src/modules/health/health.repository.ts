import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { migrationCounts } from '../../db/open-database.js';

/** A round trip that proves the database answers. */
async function pingDatabase(db: Queryable): Promise<void> {
  await db.execute(sql`select 1`);
}

/** Migrations this code knows and how many the database has applied; throws when the database does not answer. */
export async function migrationState(db: Queryable): Promise<{ applied: number; known: number }> {
  await pingDatabase(db);
  return migrationCounts(async (text) => {
    const result = await db.execute(sql.raw(text));
    return { rows: Array.isArray(result) ? result : (result as { rows: unknown[] }).rows };
  });
}
