import type { Database } from '../db/database.js';
import { InputError } from '../lib/input-error.js';
import {
  createPromoCodeFromFlags,
  describeAllPromoCodes,
  describePromoCode,
  disablePromoCode,
} from '../modules/promo-codes/staff/promo-code-admin.js';
import { answerInputErrors, parseCommandLine, runAsScript } from './script.js';

// The operators' tool for promo codes until an admin console exists.

export const USAGE = `usage: promo <command> [flags]
  create   (--code CODE | --generate) --amount <som> [--max-uses N] [--valid-from ISO] [--valid-until ISO]
           [--user ID]   (--user makes a personal code only that customer can redeem)
  list
  disable  <code>        (ends its validity now; redemptions made stay)
Codes are matched without regard to case; dates are ISO 8601, e.g. 2026-12-31T23:59:59+05:00.`;

const OPTIONS = {
  code: { type: 'string' },
  generate: { type: 'boolean' },
  amount: { type: 'string' },
  'max-uses': { type: 'string' },
  'valid-from': { type: 'string' },
  'valid-until': { type: 'string' },
  user: { type: 'string' },
} as const;

/** Runs one command; answers the exit code (0 ok, 2 bad input). */
export async function runPromoCli(
  argv: string[],
  db: Database,
  now: Date,
  write: (line: string) => void,
): Promise<number> {
  return answerInputErrors(write, async () => {
    const { positionals, values } = parseCommandLine(argv, OPTIONS);
    const [command, argument] = positionals;
    switch (command) {
      case 'create':
        write(`created ${describePromoCode(await createPromoCodeFromFlags(db, values, now), 0)}`);
        return 0;
      case 'list':
        for (const line of await describeAllPromoCodes(db)) write(line);
        return 0;
      case 'disable':
        write(`disabled ${describePromoCode(await disablePromoCode(db, argument, now))}`);
        return 0;
      default:
        throw new InputError(USAGE);
    }
  });
}

runAsScript(import.meta.url, (db, _config, write) =>
  runPromoCli(process.argv.slice(2), db, new Date(), write),
);
