import { tiyinToSom, type UserProfile } from '@portal/contracts';
import type { SessionWithUser } from '../auth/session.repository.js';

/** The profile of spec §3 from the row the auth plugin already loaded: no second query. */
export function toUserProfile({ user, balanceTiyin }: SessionWithUser): UserProfile {
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
  };
}
