import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { accountMembers } from '../account/account.schema.js';
import { teamActivity, teamInvitations } from './team.schema.js';

// The team's rows. An account is its owner's user id.

export type MemberRow = typeof accountMembers.$inferSelect;
export type InvitationRow = typeof teamInvitations.$inferSelect;

export async function findMembership(db: Queryable, accountId: number, memberId: number) {
  const [row] = await db
    .select()
    .from(accountMembers)
    .where(and(eq(accountMembers.accountId, accountId), eq(accountMembers.memberId, memberId)))
    .limit(1);
  return row;
}

export const listMembersOf = (db: Queryable, accountId: number) =>
  db.select().from(accountMembers).where(eq(accountMembers.accountId, accountId)).orderBy(accountMembers.id);

export const listMembershipsOf = (db: Queryable, memberId: number) =>
  db.select().from(accountMembers).where(eq(accountMembers.memberId, memberId)).orderBy(accountMembers.id);

export async function insertMember(db: Queryable, row: typeof accountMembers.$inferInsert): Promise<void> {
  await db.insert(accountMembers).values(row);
}

/** Deletes one member of the account; answers whether there was one. */
export async function deleteMember(db: Queryable, accountId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(accountMembers)
    .where(and(eq(accountMembers.accountId, accountId), eq(accountMembers.id, id)))
    .returning({ id: accountMembers.id });
  return rows.length > 0;
}

export async function updateMemberGrant(
  db: Queryable,
  { accountId, id, role, permissions }: Pick<MemberRow, 'accountId' | 'id' | 'role' | 'permissions'>,
): Promise<boolean> {
  const rows = await db
    .update(accountMembers)
    .set({ role, permissions })
    .where(and(eq(accountMembers.accountId, accountId), eq(accountMembers.id, id)))
    .returning({ id: accountMembers.id });
  return rows.length > 0;
}

export async function insertInvitation(
  db: Queryable,
  row: typeof teamInvitations.$inferInsert,
): Promise<InvitationRow> {
  const [inserted] = await db.insert(teamInvitations).values(row).returning();
  return inserted as InvitationRow;
}

const open = and(isNull(teamInvitations.acceptedAt), isNull(teamInvitations.withdrawnAt));

/** The account's invitations not yet accepted or withdrawn (lapsed ones too: the list says so). */
export const listOpenInvitations = (db: Queryable, accountId: number) =>
  db
    .select()
    .from(teamInvitations)
    .where(and(eq(teamInvitations.accountId, accountId), open))
    .orderBy(desc(teamInvitations.id));

/** Withdraws every open invitation of the account to `email` that lapsed, so a new one may be sent. */
export async function withdrawLapsedInvitations(
  db: Queryable,
  { accountId, email, now }: { accountId: number; email: string; now: Date },
): Promise<void> {
  await db
    .update(teamInvitations)
    .set({ withdrawnAt: now })
    .where(
      and(
        eq(teamInvitations.accountId, accountId),
        eq(teamInvitations.email, email),
        open,
        lt(teamInvitations.expiresAt, now),
      ),
    );
}

export async function withdrawInvitationRow(
  db: Queryable,
  { accountId, id, now }: { accountId: number; id: number; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(teamInvitations)
    .set({ withdrawnAt: now })
    .where(and(eq(teamInvitations.accountId, accountId), eq(teamInvitations.id, id), open))
    .returning({ id: teamInvitations.id });
  return rows.length > 0;
}

/** An open invitation by its token's hash, locked until the transaction ends (one acceptance wins). */
export async function lockOpenInvitation(tx: Queryable, tokenHash: string) {
  const [row] = await tx
    .select()
    .from(teamInvitations)
    .where(and(eq(teamInvitations.tokenHash, tokenHash), open))
    .for('update');
  return row;
}

export async function markInvitationAccepted(
  tx: Queryable,
  { id, userId, now }: { id: number; userId: number; now: Date },
): Promise<void> {
  await tx
    .update(teamInvitations)
    .set({ acceptedAt: now, acceptedBy: userId })
    .where(eq(teamInvitations.id, id));
}

export async function insertActivity(db: Queryable, row: typeof teamActivity.$inferInsert): Promise<void> {
  await db.insert(teamActivity).values(row);
}

export const listActivityPage = (
  db: Queryable,
  { accountId, limit, offset }: { accountId: number; limit: number; offset: number },
) =>
  db
    .select()
    .from(teamActivity)
    .where(eq(teamActivity.accountId, accountId))
    .orderBy(desc(teamActivity.id))
    .limit(limit)
    .offset(offset);

export async function countActivity(db: Queryable, accountId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(teamActivity)
    .where(eq(teamActivity.accountId, accountId));
  return row?.count ?? 0;
}
