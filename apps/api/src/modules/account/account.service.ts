import { tiyinToSom, type UserProfile } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/database.js';
import { balanceOf } from '../balance/balance.service.js';

/** The session and user the auth plugin loaded (its type is the auth module's, on the request). */
type SessionWithUser = Pick<NonNullable<FastifyRequest['auth']>, 'session' | 'user'>;

/** The profile of docs/product/account.md: the user the auth plugin loaded with the session, and the balance. */
export async function profileOf(db: Queryable, session: SessionWithUser): Promise<UserProfile> {
  return toUserProfile(session, await balanceOf(db, session.user.id));
}

function toUserProfile({ user, session }: SessionWithUser, balanceTiyin: number): UserProfile {
  return {
    id: user.id,
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    email_verified_at: user.emailVerifiedAt?.toISOString() ?? null,
    birthday: user.birthday,
    sex: user.sex,
    phone_number: user.phoneNumber,
    username: user.username,
    accounts: { amount: tiyinToSom(balanceTiyin) },
    support_session:
      session.supportStaffId !== null && session.expiresAt
        ? { expires_at: session.expiresAt.toISOString() }
        : null,
  };
}
