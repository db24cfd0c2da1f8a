import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { sessions, users } from '../account/account.schema.js';

export interface NewSession {
  sessionId: string;
  userId: number;
  tokenHash: string;
  remember: boolean;
  ipAddress: string;
  userAgent: string;
  loginTime?: Date;
  lastActive?: Date;
  supportStaffId?: number;
  supportReason?: string;
  expiresAt?: Date;
}

export async function insertSession(db: Queryable, session: NewSession): Promise<void> {
  await db.insert(sessions).values(session);
}

/** The user as a request carries it (`request.auth.user`). */
const requestUserColumns = {
  id: users.id,
  firstname: users.firstname,
  lastname: users.lastname,
  email: users.email,
  emailVerifiedAt: users.emailVerifiedAt,
  // Null only on a deleted account (users_person_of_live_account), whose sessions all ended with it.
  birthday: sql`${users.birthday}`.mapWith(users.birthday),
  sex: sql`${users.sex}`.mapWith(users.sex),
  phoneNumber: users.phoneNumber,
  username: users.username,
  language: users.language,
};

const buildSessionLookup = (db: Queryable) =>
  db
    .select({
      session: {
        id: sessions.id,
        sessionId: sessions.sessionId,
        remember: sessions.remember,
        lastActive: sessions.lastActive,
        supportStaffId: sessions.supportStaffId,
        expiresAt: sessions.expiresAt,
      },
      user: requestUserColumns,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.endedAt),
        // Blocking ends the sessions too; this keeps one that raced the block from working.
        isNull(users.blockedAt),
      ),
    )
    .limit(1)
    .prepare('find_open_session_by_token_hash');

// Prepared once per database: this lookup runs on every authenticated request.
const sessionLookups = new WeakMap<Queryable, ReturnType<typeof buildSessionLookup>>();

/**
 * The session of a token with its user, in one query: the hot path of every authenticated
 * request. Ended sessions are left out; idle expiry is decided by the caller.
 */
export async function findOpenSessionByTokenHash(db: Queryable, tokenHash: string) {
  let lookup = sessionLookups.get(db);
  if (!lookup) {
    lookup = buildSessionLookup(db);
    sessionLookups.set(db, lookup);
  }
  const [row] = await lookup.execute({ tokenHash });
  return row;
}
export type SessionWithUser = NonNullable<Awaited<ReturnType<typeof findOpenSessionByTokenHash>>>;

/** An open session by its public id, with what decides whether it is still live (live status asks this). */
export async function findOpenSessionByPublicId(db: Queryable, sessionId: string) {
  const [row] = await db
    .select({
      userId: sessions.userId,
      lastActive: sessions.lastActive,
      remember: sessions.remember,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.sessionId, sessionId), isNull(sessions.endedAt), isNull(users.blockedAt)))
    .limit(1);
  return row;
}

/**
 * A user as a request carries it, by id: the owner of an account a member opens. Null for a blocked or deleted
 * account (a deleted one has no birthday), which no member may open either.
 */
export async function findRequestUser(db: Queryable, id: number) {
  const [row] = await db
    .select(requestUserColumns)
    .from(users)
    .where(and(eq(users.id, id), isNull(users.blockedAt), isNotNull(users.birthday)))
    .limit(1);
  return row;
}

export async function touchSession(db: Queryable, id: number, now: Date): Promise<void> {
  await db.update(sessions).set({ lastActive: now }).where(eq(sessions.id, id));
}

export async function endSession(db: Queryable, id: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ endedAt: now })
    .where(and(eq(sessions.id, id), isNull(sessions.endedAt)));
}

/** The address and browser of every session the user ever had, oldest first (the first is the sign-up). */
export async function listSessionOrigins(db: Queryable, userId: number) {
  return db
    .select({ ipAddress: sessions.ipAddress, userAgent: sessions.userAgent })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(sessions.loginTime, sessions.id);
}

/** The user agents of every session the user ever had, ended ones too. */
export async function listSessionUserAgents(db: Queryable, userId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userAgent: sessions.userAgent })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  return rows.map((row) => row.userAgent);
}

/** Ends every open support session a staff member opened; answers them (public id and customer). */
export async function endSupportSessionsOpenedBy(db: Queryable, staffId: number, at: Date) {
  return db
    .update(sessions)
    .set({ endedAt: at })
    .where(and(eq(sessions.supportStaffId, staffId), isNull(sessions.endedAt)))
    .returning({ sessionId: sessions.sessionId, userId: sessions.userId });
}

/** A support session by its public id, locked for the transaction. */
export async function lockSupportSession(db: Queryable, sessionId: string) {
  const [row] = await db
    .select({
      sessionId: sessions.sessionId,
      userId: sessions.userId,
      supportStaffId: sessions.supportStaffId,
      endedAt: sessions.endedAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(and(eq(sessions.sessionId, sessionId), isNotNull(sessions.supportStaffId)))
    .for('update')
    .limit(1);
  return row;
}
