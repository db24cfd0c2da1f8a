import type pg from 'pg';

// PostgreSQL with two roles (DATABASE_OWNER_URL): the owner migrates and grants; the serving role, which answers
// requests, may read and write rows but not change the schema, and history stays append-only for it: a leaked
// serving connection cannot disable the audit log's trigger, truncate it or rewrite the ledger.

/** Tables the serving role may only add to and read: the staff audit log and the balance ledger. */
export const APPEND_ONLY_TABLES = ['audit_log', 'ledger_entries'] as const;

export class ServingRoleError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ServingRoleError';
  }
}

const quoted = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

/** The serving connection's role, refused when it could step around its grants. */
export async function servingRoleOf(pool: pg.Pool): Promise<string> {
  const { rows } = await pool.query<{ role: string; superuser: boolean; owns: number }>(
    `select current_user as role, r.rolsuper or r.rolbypassrls as superuser,
       (select count(*)::int from pg_tables t where t.schemaname = 'public' and t.tableowner = current_user) as owns
     from pg_roles r where r.rolname = current_user`,
  );
  const [row] = rows;
  if (!row) throw new ServingRoleError('the serving role was not found');
  if (row.superuser) {
    throw new ServingRoleError(
      `DATABASE_URL's role "${row.role}" is a superuser; the server must run as a role without it`,
    );
  }
  if (row.owns > 0) {
    throw new ServingRoleError(
      `DATABASE_URL's role "${row.role}" owns ${row.owns} tables; give them to the owner role first (README: production)`,
    );
  }
  return row.role;
}

/**
 * Grants the serving role exactly what serving needs, after every migration (new tables included): rows of
 * every table, but only INSERT and SELECT on the append-only ones; sequences to number rows; no CREATE, no
 * TRUNCATE, no trigger or ownership. Run as the owner, whatever was granted before is taken back first.
 */
export async function grantServingRole(owner: pg.ClientBase, role: string): Promise<void> {
  const to = quoted(role);
  const appendOnly = APPEND_ONLY_TABLES.map(quoted).join(', ');
  await owner.query('begin');
  try {
    for (const statement of [
      `revoke all on all tables in schema public from ${to}`,
      `revoke all on all sequences in schema public from ${to}`,
      `revoke create on schema public from ${to}`,
      // Databases from before PostgreSQL 15 let everyone create in public; only the schema's owner can end that.
      `do $$ begin
         if pg_has_role(current_user, (select nspowner from pg_namespace where nspname = 'public'), 'usage') then
           revoke create on schema public from public;
         end if;
       end $$`,
      `grant usage on schema public to ${to}`,
      `grant select, insert, update, delete on all tables in schema public to ${to}`,
      `revoke update, delete on ${appendOnly} from ${to}`,
      `grant usage, select on all sequences in schema public to ${to}`,
      // The read-only operator tools check that every migration was applied.
      `grant usage on schema drizzle to ${to}`,
      `grant select on drizzle.__drizzle_migrations to ${to}`,
    ]) {
      await owner.query(statement);
    }
    await owner.query('commit');
  } catch (error) {
    await owner.query('rollback');
    throw error;
  }
}
