import type { Queryable } from '../../db/database.js';
import { findStaffById, findStaffNames, listStaff } from './staff.repository.js';

/** Staff names by id, for lists that show who did something. */
export async function staffNamesById(db: Queryable, ids: number[]): Promise<Map<number, string>> {
  const rows = await findStaffNames(db, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Whether the staff member exists and is not disabled: a support session lives only as long as its opener. */
export async function isStaffActive(db: Queryable, id: number): Promise<boolean> {
  const row = await findStaffById(db, id);
  return row !== undefined && row.disabledAt === null;
}

/** One line per staff member, for the shell. */
export async function describeStaff(db: Queryable): Promise<string[]> {
  const rows = await listStaff(db);
  if (rows.length === 0) return ['no staff yet: add the first owner with `staff add`'];
  return rows.map(
    (row) =>
      `#${row.id} ${row.email} ${row.role}${row.disabledAt ? ' (disabled)' : ''} "${row.name}" last login ${row.lastLoginAt?.toISOString() ?? 'never'}`,
  );
}

/** Active staff members' addresses and roles, for notices other modules send to staff (a ticket falling due). */
export async function activeStaffContacts(db: Queryable) {
  const rows = await listStaff(db);
  return rows
    .filter((row) => row.disabledAt === null)
    .map((row) => ({ id: row.id, email: row.email, name: row.name, role: row.role }));
}
