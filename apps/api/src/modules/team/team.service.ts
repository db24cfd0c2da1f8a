import { createHash, randomBytes } from 'node:crypto';
import {
  type AccountPermission,
  LANGUAGES,
  type Language,
  TEAM_INVITATION_DAYS,
  TEAM_ROLE_PERMISSIONS,
  type TeamAccount,
  type TeamActivity,
  type TeamGrant,
  type TeamInvitation,
  type TeamMember,
} from '@portal/contracts';
import type { Database, Queryable } from '../../db/database.js';
import { uniqueViolationOf } from '../../db/unique-violation.js';
import { AppError } from '../../errors/app-error.js';
import type { OpenedAccount } from '../../plugins/auth.js';
import { findUserBriefOfEmail, userBriefsById } from '../account/user-directory.service.js';
import { openSessionUserId, requestUserById } from '../auth/session.service.js';
import { publishLiveEvent } from '../live/live-events.service.js';
import { queueEmail } from '../messages/messages.service.js';
import {
  countActivity,
  deleteMember,
  findMembership,
  type InvitationRow,
  insertActivity,
  insertInvitation,
  insertMember,
  listActivityPage,
  listMembershipsOf,
  listMembersOf,
  listOpenInvitations,
  lockOpenInvitation,
  type MemberRow,
  markInvitationAccepted,
  updateMemberGrant,
  withdrawInvitationRow,
  withdrawLapsedInvitations,
} from './team.repository.js';
import { invitationEmail } from './team-mail.js';

// An account's team: the owner invites by e-mail, the invitee accepts signed in as themselves, and from then on
// opens the owner's account with the permissions of their role. The account is the owner's user id.

const INVITATION_MS = TEAM_INVITATION_DAYS * 24 * 3600_000;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const nameOf = (user: { firstname: string; lastname: string }) => `${user.firstname} ${user.lastname}`.trim();
const languageOf = (value: string): Language =>
  (LANGUAGES as readonly string[]).includes(value) ? (value as Language) : 'uz';

/** The permissions a grant stands for: the role's, or the custom list. */
const permissionsOf = (grant: TeamGrant): AccountPermission[] =>
  grant.role === 'custom' ? [...grant.permissions] : [...TEAM_ROLE_PERMISSIONS[grant.role]];

interface Person {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  language: string;
}

const invitationView = (row: InvitationRow): TeamInvitation => ({
  id: row.id,
  email: row.email,
  role: row.role,
  permissions: row.permissions as AccountPermission[],
  expires_at: row.expiresAt.toISOString(),
  created_at: row.createdAt.toISOString(),
});

/**
 * Sends an invitation: one open one per address and account (a lapsed one is withdrawn first). The e-mail is
 * written in the invitee's language when they have an account here, else in the inviter's.
 */
export async function inviteMember(
  db: Database,
  deps: { appUrl: string },
  { owner, email, grant, now }: { owner: Person; email: string; grant: TeamGrant; now: Date },
): Promise<TeamInvitation> {
  const address = email.toLowerCase();
  if (address === owner.email.toLowerCase()) throw new AppError('TEAM_OWN_ACCOUNT');
  const invitee = await findUserBriefOfEmail(db, address);
  if (invitee && (await findMembership(db, owner.id, invitee.id))) throw new AppError('TEAM_ALREADY_MEMBER');
  const token = randomBytes(32).toString('base64url');
  const language = languageOf(invitee?.language ?? owner.language);
  try {
    return await db.transaction(async (tx) => {
      await withdrawLapsedInvitations(tx, { accountId: owner.id, email: address, now });
      const row = await insertInvitation(tx, {
        accountId: owner.id,
        email: address,
        role: grant.role,
        permissions: permissionsOf(grant),
        tokenHash: hashToken(token),
        language,
        expiresAt: new Date(now.getTime() + INVITATION_MS),
        createdAt: now,
      });
      const link = `${deps.appUrl}/team/accept#token=${token}`;
      await queueEmail(
        tx,
        {
          to: address,
          language,
          ...invitationEmail(language, { owner: nameOf(owner), role: grant.role, link }),
        },
        now,
      );
      return invitationView(row);
    });
  } catch (error) {
    if (uniqueViolationOf(error) === 'team_invitations_open_unique')
      throw new AppError('TEAM_ALREADY_MEMBER');
    throw error;
  }
}

export const listInvitations = async (db: Queryable, accountId: number): Promise<TeamInvitation[]> =>
  (await listOpenInvitations(db, accountId)).map(invitationView);

export async function withdrawInvitation(
  db: Queryable,
  input: { accountId: number; id: number; now: Date },
): Promise<void> {
  if (!(await withdrawInvitationRow(db, input))) throw new AppError('NOT_FOUND');
}

/**
 * The signed-in person accepts: the token must be open, within its 7 days and sent to their own address. It is
 * spent in the same transaction that adds the member, so it works once.
 */
export async function acceptInvitation(
  db: Database,
  { token, user, now }: { token: string; user: Person; now: Date },
): Promise<{ account_id: number; owner_name: string }> {
  const accountId = await db.transaction(async (tx) => {
    const row = await lockOpenInvitation(tx, hashToken(token));
    if (!row || row.expiresAt <= now) throw new AppError('TEAM_INVITATION_INVALID');
    if (row.email !== user.email.toLowerCase()) throw new AppError('TEAM_INVITATION_OTHER_EMAIL');
    if (row.accountId === user.id) throw new AppError('TEAM_OWN_ACCOUNT');
    if (await findMembership(tx, row.accountId, user.id)) throw new AppError('TEAM_ALREADY_MEMBER');
    await markInvitationAccepted(tx, { id: row.id, userId: user.id, now });
    await insertMember(tx, {
      accountId: row.accountId,
      memberId: user.id,
      role: row.role,
      permissions: row.permissions,
      createdAt: now,
    });
    return row.accountId;
  });
  const owner = (await userBriefsById(db, [accountId])).get(accountId);
  return { account_id: accountId, owner_name: owner ? nameOf(owner) : '' };
}

const memberView = (row: MemberRow, person: Person | undefined): TeamMember => ({
  id: row.id,
  user_id: row.memberId,
  name: person ? nameOf(person) : '',
  email: person?.email ?? '',
  role: row.role,
  permissions: row.permissions as AccountPermission[],
  joined_at: row.createdAt.toISOString(),
});

export async function listMembers(db: Queryable, accountId: number): Promise<TeamMember[]> {
  const rows = await listMembersOf(db, accountId);
  const people = await userBriefsById(
    db,
    rows.map((row) => row.memberId),
  );
  return rows.map((row) => memberView(row, people.get(row.memberId)));
}

/**
 * Removes a member at once: their next request in the account answers 404, and the `session` event makes every
 * stream of the account check whether it may still follow it, so theirs close within the second.
 */
export async function removeMember(
  db: Database,
  { accountId, id, now }: { accountId: number; id: number; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await deleteMember(tx, accountId, id))) throw new AppError('NOT_FOUND');
    await publishLiveEvent(tx, {
      userId: accountId,
      kind: 'session',
      payload: { session_id: null, reason: 'member_removed' },
      at: now,
    });
  });
}

/** Changes a member's role or permissions; their next request is checked against the new ones. */
export async function changeMember(
  db: Queryable,
  { accountId, id, grant }: { accountId: number; id: number; grant: TeamGrant },
): Promise<void> {
  const changed = await updateMemberGrant(db, {
    accountId,
    id,
    role: grant.role,
    permissions: permissionsOf(grant),
  });
  if (!changed) throw new AppError('NOT_FOUND');
}

/** The accounts the person may open: their own first, then those they belong to. */
export async function accountsOf(db: Queryable, user: Person): Promise<TeamAccount[]> {
  const memberships = await listMembershipsOf(db, user.id);
  const owners = await userBriefsById(
    db,
    memberships.map((row) => row.accountId),
  );
  return [
    {
      account_id: user.id,
      owner_name: nameOf(user),
      own: true,
      role: 'owner' as const,
      permissions: Object.values(TEAM_ROLE_PERMISSIONS)
        .flat()
        .filter((p, i, all) => all.indexOf(p) === i),
    },
    ...memberships.flatMap((row) => {
      const owner = owners.get(row.accountId);
      if (!owner) return [];
      return [
        {
          account_id: row.accountId,
          owner_name: nameOf(owner),
          own: false,
          role: row.role,
          permissions: row.permissions as AccountPermission[],
        },
      ];
    }),
  ];
}

/** The account a member opens with `X-Account-Id` (the auth plugin asks on each request), or null. */
export async function openAccount(
  db: Database,
  { actorId, accountId }: { actorId: number; accountId: number },
): Promise<OpenedAccount | null> {
  const membership = await findMembership(db, accountId, actorId);
  if (!membership) return null;
  const user = await requestUserById(db, accountId);
  if (!user) return null;
  return { user, membershipId: membership.id, permissions: membership.permissions as AccountPermission[] };
}

/** A stream may follow an account while its session works and its person owns the account or belongs to it. */
export async function mayFollowAccount(
  db: Queryable,
  { sessionId, accountId, now }: { sessionId: string; accountId: number; now: Date },
): Promise<boolean> {
  const userId = await openSessionUserId(db, sessionId, now);
  if (userId === null) return false;
  return userId === accountId || (await findMembership(db, accountId, userId)) !== undefined;
}

export async function recordMemberActivity(
  db: Queryable,
  activity: {
    accountId: number;
    actor: { id: number; firstname: string; lastname: string; email: string };
    operation: string;
    method: string;
    path: string;
    status: number;
    at: Date;
  },
): Promise<void> {
  const { actor, ...rest } = activity;
  await insertActivity(db, { ...rest, actorId: actor.id, actorName: nameOf(actor), actorEmail: actor.email });
}

export async function listActivity(
  db: Queryable,
  { accountId, page, perPage }: { accountId: number; page: number; perPage: number },
): Promise<{ data: TeamActivity[]; total: number }> {
  const rows = await listActivityPage(db, { accountId, limit: perPage, offset: (page - 1) * perPage });
  return {
    total: await countActivity(db, accountId),
    data: rows.map((row) => ({
      id: row.id,
      actor_name: row.actorName,
      actor_email: row.actorEmail,
      operation: row.operation,
      method: row.method,
      path: row.path,
      status: row.status,
      at: row.at.toISOString(),
    })),
  };
}
