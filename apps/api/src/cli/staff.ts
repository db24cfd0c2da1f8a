import { emailSchema, STAFF_ROLES, type StaffRole, strongPasswordSchema } from '@portal/contracts';
import type { PasswordHashConfig } from '../config/password-hash-config.js';
import type { Database } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { InputError } from '../lib/input-error.js';
import type { SecretBox } from '../lib/secret-box.js';
import { createStaff, staffSecretBox } from '../modules/staff/staff-auth.service.js';
import { describeStaff } from '../modules/staff/staff-directory.service.js';
import { answerInputErrors, parseCommandLine, runAsScript } from './script.js';

// The first staff account comes from the shell; later ones are invited from the console.

export const USAGE = `usage: staff <command> [flags]
  add   --email E --password P --role owner|billing|support|readonly [--name "Full name"]
        prints the TOTP secret as an otpauth:// URL: add it to an authenticator app, it is shown only once
  list`;

const OPTIONS = {
  email: { type: 'string' },
  password: { type: 'string' },
  role: { type: 'string' },
  name: { type: 'string' },
} as const;

function readFlag<T>(
  value: unknown,
  schema: { safeParse(input: unknown): { success: boolean; data?: T } },
  what: string,
): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success || parsed.data === undefined) throw new InputError(`${what}\n${USAGE}`);
  return parsed.data;
}

/** Runs one command; answers the exit code (0 ok, 2 bad input). */
export async function runStaffCli(
  argv: string[],
  db: Database,
  staff: { box: SecretBox; hashCost: PasswordHashConfig },
  now: Date,
  write: (line: string) => void,
): Promise<number> {
  return answerInputErrors(write, async () => {
    const { positionals, values } = parseCommandLine(argv, OPTIONS);
    switch (positionals[0]) {
      case 'add': {
        const email = readFlag<string>(values.email, emailSchema, '--email must be an e-mail address');
        const password = readFlag<string>(
          values.password,
          strongPasswordSchema(128),
          '--password needs 8+ characters with an uppercase letter, a digit and a special character',
        );
        const role = values.role;
        if (typeof role !== 'string' || !(STAFF_ROLES as readonly string[]).includes(role)) {
          throw new InputError(`--role must be one of ${STAFF_ROLES.join(', ')}\n${USAGE}`);
        }
        const name = typeof values.name === 'string' && values.name.trim() ? values.name.trim() : email;
        try {
          const created = await createStaff(db, staff, {
            member: { email, password, name, role: role as StaffRole },
            actor: { staffId: null, ipAddress: null, at: now },
          });
          write(`created staff #${created.staff.id} ${created.staff.email} (${created.staff.role})`);
          write(`TOTP secret: ${created.secret}`);
          write(`TOTP URL:    ${created.otpauthUrl}`);
        } catch (error) {
          if (error instanceof AppError) throw new InputError(`a staff member with ${email} exists already`);
          throw error;
        }
        return 0;
      }
      case 'list':
        for (const line of await describeStaff(db)) write(line);
        return 0;
      default:
        throw new InputError(USAGE);
    }
  });
}

runAsScript(import.meta.url, (db, config, write) =>
  runStaffCli(
    process.argv.slice(2),
    db,
    { box: staffSecretBox(config.hosting.secretKey), hashCost: config.passwordHash },
    new Date(),
    write,
  ),
);
