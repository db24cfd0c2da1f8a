import { and, asc, eq, gte, inArray, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { staffMembers, staffSessions } from './staff.schema.js';

export type StaffRow = typeof staffMembers.$inferSelect;
export type NewStaff = typeof staffMembers.$inferInsert;
export type StaffSessionRow = typeof staffSessions.$inferSelect;

export async function findStaffByEmail(db: Queryable, email: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staffMembers).where(eq(staffMembers.email, email));
  return row;
}

export async function findStaffById(db: Queryable, id: number): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staffMembers).where(eq(staffMembers.id, id));
  return row;
}

export async function listStaff(db: Queryable): Promise<StaffRow[]> {
  return db.select().from(staffMembers).orderBy(asc(staffMembers.id));
}

export async function insertStaff(db: Queryable, row: NewStaff): Promise<StaffRow> {
  const [inserted] = await db.insert(staffMembers).values(row).returning();
  if (!inserted) throw new Error('staff insert returned nothing');
  return inserted;
}

/** Records a login: the TOTP step it used (later codes must be newer) and when. Runs under `lockStaff`. */
export async function recordStaffLogin(db: Queryable, id: number, step: number, at: Date): Promise<void> {
  await db.update(staffMembers).set({ totpLastStep: step, lastLoginAt: at }).where(eq(staffMembers.id, id));
}

export async function lockStaff(db: Queryable, id: number): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staffMembers).where(eq(staffMembers.id, id)).for('update');
  return row;
}

export async function insertStaffSession(
  db: Queryable,
  row: typeof staffSessions.$inferInsert,
): Promise<StaffSessionRow> {
  const [inserted] = await db.insert(staffSessions).values(row).returning();
  if (!inserted) throw new Error('staff session insert returned nothing');
  return inserted;
}

export async function findOpenStaffSession(db: Queryable, tokenHash: string) {
  const [row] = await db
    .select({ session: staffSessions, staff: staffMembers })
    .from(staffSessions)
    .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
    .where(and(eq(staffSessions.tokenHash, tokenHash), isNull(staffSessions.endedAt)));
  return row;
}

export async function touchStaffSession(db: Queryable, id: number, at: Date): Promise<void> {
  await db.update(staffSessions).set({ lastActive: at }).where(eq(staffSessions.id, id));
}

export async function endStaffSession(db: Queryable, id: number, at: Date): Promise<void> {
  await db
    .update(staffSessions)
    .set({ endedAt: at })
    .where(and(eq(staffSessions.id, id), isNull(staffSessions.endedAt)));
}

export async function findStaffNames(db: Queryable, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: staffMembers.id, name: staffMembers.name })
    .from(staffMembers)
    .where(inArray(staffMembers.id, ids));
}

export async function findStaffByInviteToken(db: Queryable, tokenHash: string) {
  const [row] = await db.select().from(staffMembers).where(eq(staffMembers.inviteTokenHash, tokenHash));
  return row;
}

export async function updateStaffMember(db: Queryable, id: number, changes: Partial<NewStaff>) {
  const [row] = await db.update(staffMembers).set(changes).where(eq(staffMembers.id, id)).returning();
  return row;
}

export async function endSessionsOfStaff(db: Queryable, staffId: number, at: Date): Promise<void> {
  await db
    .update(staffSessions)
    .set({ endedAt: at })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.endedAt)));
}

/** Whether the staff member signed in from this address since `since` (a session was opened from it). */
export async function hasStaffSessionFrom(db: Queryable, staffId: number, ipAddress: string, since: Date) {
  const [row] = await db
    .select({ id: staffSessions.id })
    .from(staffSessions)
    .where(
      and(
        eq(staffSessions.staffId, staffId),
        eq(staffSessions.ipAddress, ipAddress),
        gte(staffSessions.createdAt, since),
      ),
    )
    .limit(1);
  return row !== undefined;
}
