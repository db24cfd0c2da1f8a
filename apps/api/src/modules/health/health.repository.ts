import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';

/** A round trip that proves the database answers. */
export async function pingDatabase(db: Queryable): Promise<void> {
  await db.execute(sql`select 1`);
}
