import { eq } from 'drizzle-orm';
import type { PasswordHashConfig } from '../config/password-hash-config.js';
import type { Database } from '../db/database.js';
import { users } from '../modules/account/account.schema.js';
import { createUser } from '../modules/auth/auth.service.js';
import { hashPassword } from '../modules/auth/password.js';
import { seedDemoDomainPrices } from '../modules/domains/demo-prices.js';
import { seedDemoQueue } from '../modules/domains/demo-queue.js';
import { seedDemoKnowledgeBase } from '../modules/knowledge-base/demo-knowledge-base.js';
import { seedDemoNews } from '../modules/news/demo-news.js';
import { seedDemoRecord } from '../modules/profile-records/demo-records.js';
import { seedDemoPromoCodes } from '../modules/promo-codes/demo-promo-codes.js';
import { seedDemoStaff } from '../modules/staff/demo-staff.js';
import { staffSecretBox } from '../modules/staff/staff-auth.service.js';
import { seedDemoCannedReplies } from '../modules/support/demo-canned-replies.js';
import { seedDemoTickets } from '../modules/support/demo-tickets.js';

/** The demo customer's login, printed by the server in demo mode. */
export const DEMO_LOGIN = { email: 'demo@portal.uz', password: 'Demo1234!', phone: '+998901234567' } as const;

/** Demo data for a first start in demo mode; running it again changes nothing. */
/**
 * `secretKey` seals the demo staff's TOTP secret, as the running app will open it; `hashCost` is the app's cost
 * of password hashes.
 */
export async function seedDemoData(
  db: Database,
  secretKey: Buffer,
  hashCost: PasswordHashConfig,
): Promise<void> {
  // Before the customer check: a data folder from before news existed gets them too.
  await seedDemoNews(db, new Date());
  await seedDemoKnowledgeBase(db, new Date());
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_LOGIN.email));
  const demoUserId =
    existing?.id ??
    (await createUser(db, {
      firstname: 'Demo',
      lastname: 'Mijoz',
      email: DEMO_LOGIN.email,
      birthday: '1995-05-15',
      sex: 'male',
      phoneNumber: DEMO_LOGIN.phone,
      passwordHash: await hashPassword(hashCost, DEMO_LOGIN.password),
      language: 'uz',
      emailVerifiedAt: new Date(),
    }));
  // After the customer, as one code is personal to them; a folder from before promo codes gets them too.
  await seedDemoPromoCodes(db, demoUserId, new Date());
  await seedDemoStaff(db, staffSecretBox(secretKey), { hashCost, now: new Date() });
  // After the staff: one demo ticket is answered by the demo support member.
  await seedDemoTickets(db, demoUserId, new Date());
  await seedDemoCannedReplies(db, new Date());
  await seedDemoDomainPrices(db, new Date());
  // After the prices: the demo customer's approved registrant and a paid .uz order in the console's queue.
  const recordId = await seedDemoRecord(db, demoUserId, new Date());
  if (recordId !== null) await seedDemoQueue(db, demoUserId, recordId, new Date());
}
