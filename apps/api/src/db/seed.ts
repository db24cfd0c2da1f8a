import { eq } from 'drizzle-orm';
import { createUser } from '../modules/auth/auth.service.js';
import { hashPassword } from '../modules/auth/password.js';
import type { Database } from './database.js';
import { users } from './schema.js';

/** The demo customer's login, printed by the server in demo mode. */
export const DEMO_LOGIN = { email: 'demo@portal.uz', password: 'Demo1234!', phone: '+998901234567' } as const;

/** Demo data for a first start in demo mode; running it again changes nothing. */
export async function seedDemoData(db: Database): Promise<void> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_LOGIN.email));
  if (existing) return;
  await createUser(db, {
    firstname: 'Demo',
    lastname: 'Mijoz',
    email: DEMO_LOGIN.email,
    birthday: '1995-05-15',
    sex: 'male',
    phoneNumber: DEMO_LOGIN.phone,
    passwordHash: await hashPassword(DEMO_LOGIN.password),
    language: 'uz',
    emailVerifiedAt: new Date(),
  });
}
