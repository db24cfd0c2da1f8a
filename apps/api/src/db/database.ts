import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.js';

/** The Drizzle database both drivers produce; services and repositories work with either. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Anything a repository can query through: the database or an open transaction. */
export type Queryable = Database;
