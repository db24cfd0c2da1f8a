import { eq, or } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { users } from '../account/account.schema.js';

export interface NewUser {
  firstname: string;
  lastname: string;
  email: string;
  birthday: string;
  sex: 'male' | 'female';
  phoneNumber: string;
  passwordHash: string;
  language: string;
  emailVerifiedAt?: Date | null;
}

export async function findCredentialsByEmail(db: Queryable, email: string) {
  const [row] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, blockedAt: users.blockedAt })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row;
}

/** Which of the two unique contacts already belong to someone. */
export async function findTakenContacts(db: Queryable, email: string, phoneNumber: string) {
  const rows = await db
    .select({ email: users.email, phoneNumber: users.phoneNumber })
    .from(users)
    .where(or(eq(users.email, email), eq(users.phoneNumber, phoneNumber)));
  return {
    isEmailTaken: rows.some((row) => row.email === email),
    isPhoneTaken: rows.some((row) => row.phoneNumber === phoneNumber),
  };
}

export async function insertUser(tx: Queryable, user: NewUser): Promise<number> {
  const [created] = await tx.insert(users).values(user).returning({ id: users.id });
  if (!created) throw new Error('insert into users returned no row');
  return created.id;
}
