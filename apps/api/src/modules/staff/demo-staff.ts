import { STAFF_ROLES } from '@portal/contracts';
import type { PasswordHashConfig } from '../../config/password-hash-config.js';
import type { Database } from '../../db/database.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { findStaffByEmail } from './staff.repository.js';
import { createStaff } from './staff-auth.service.js';

/** Demo mode's staff: one per role, one password and one fixed TOTP secret, printed by the server at start. */
export const DEMO_STAFF = {
  emails: Object.fromEntries(STAFF_ROLES.map((role) => [role, `${role}@console.portal.uz`])),
  password: 'Staff1234!',
  totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
} as const;

export async function seedDemoStaff(
  db: Database,
  box: SecretBox,
  { hashCost, now }: { hashCost: PasswordHashConfig; now: Date },
): Promise<void> {
  for (const role of STAFF_ROLES) {
    const email = `${role}@console.portal.uz`;
    if (await findStaffByEmail(db, email)) continue;
    await createStaff(
      db,
      { box, hashCost },
      {
        member: {
          email,
          name: `Demo ${role}`,
          role,
          password: DEMO_STAFF.password,
          totpSecret: DEMO_STAFF.totpSecret,
        },
        actor: { staffId: null, ipAddress: null, at: now },
      },
    );
  }
}
