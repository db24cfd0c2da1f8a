import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import {
  type AppConfig,
  ConfigError,
  type DatabaseConfig,
  parseConfig,
  parseDatabaseConfig,
} from '../config/config.js';
import type { Database } from '../db/database.js';
import { DatabaseNotMigratedError, openDatabase } from '../db/open-database.js';
import { InputError } from '../lib/input-error.js';

// What every operator tool shares: flag parsing, bad input as exit code 2, and running with an open database.

export type Write = (line: string) => void;

export type Flags = Record<string, string | boolean | undefined>;

/** Strict flags with positionals; an unknown or malformed flag is bad input. */
export function parseCommandLine(
  argv: string[],
  options: Record<string, { type: 'string' | 'boolean'; short?: string }>,
): { positionals: string[]; values: Flags } {
  return parseArgs({ args: argv, options, allowPositionals: true, strict: true });
}

/** Runs one command; bad input (ours, or parseArgs's TypeError with a code) is written and answers 2. */
export async function answerInputErrors(write: Write, run: () => Promise<number>): Promise<number> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof InputError || (error instanceof TypeError && 'code' in error)) {
      write(error.message);
      return 2;
    }
    throw error;
  }
}

/** True when `moduleUrl` is the script node was started with (the file is run, not imported by a test). */
const isMain = (moduleUrl: string) => moduleUrl === pathToFileURL(process.argv[1] ?? '').href;

async function runWithDatabase(
  database: DatabaseConfig,
  options: { migrate: boolean },
  run: (db: Database, write: Write) => Promise<number>,
): Promise<void> {
  const opened = await openDatabase(database, {
    migrate: options.migrate,
    onLockCompromised: (error) => {
      throw error;
    },
  });
  try {
    process.exitCode = await run(opened.db, (line) => process.stdout.write(`${line}\n`));
  } finally {
    await opened.close();
  }
}

function exitOnError(main: Promise<void>): void {
  main.catch((error: unknown) => {
    const known = error instanceof ConfigError || error instanceof DatabaseNotMigratedError;
    process.stderr.write(
      `${known ? `Cannot run: ${(error as Error).message}` : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exitCode = 2;
  });
}

/** When run as a script: parses the whole config, opens (and migrates) the database, runs, sets the exit code. */
export function runAsScript(
  moduleUrl: string,
  run: (db: Database, config: AppConfig, write: Write) => Promise<number>,
): void {
  if (!isMain(moduleUrl)) return;
  exitOnError(
    (async () => {
      const config = parseConfig(process.env);
      await runWithDatabase(config.database, { migrate: true }, (db, write) => run(db, config, write));
    })(),
  );
}

/**
 * When run as a script that only reads: needs nothing but DATABASE_URL (or DATA_DIR) and never migrates the
 * database it looks at; a database behind this code's migrations is refused.
 */
export function runAsReadOnlyScript(
  moduleUrl: string,
  run: (db: Database, write: Write) => Promise<number>,
): void {
  if (!isMain(moduleUrl)) return;
  exitOnError(runWithDatabase(parseDatabaseConfig(process.env), { migrate: false }, run));
}
