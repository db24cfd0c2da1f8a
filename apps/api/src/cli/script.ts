import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { type AppConfig, parseConfig } from '../config/config.js';
import type { Database } from '../db/database.js';
import { openDatabase } from '../db/open-database.js';
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

/** When `moduleUrl` is the script node was started with: opens the database, runs, sets the exit code. */
export function runAsScript(
  moduleUrl: string,
  run: (db: Database, config: AppConfig, write: Write) => Promise<number>,
): void {
  if (moduleUrl !== pathToFileURL(process.argv[1] ?? '').href) return;
  const main = async () => {
    const config = parseConfig(process.env);
    const opened = await openDatabase(config.database, (error) => {
      throw error;
    });
    try {
      process.exitCode = await run(opened.db, config, (line) => process.stdout.write(`${line}\n`));
    } finally {
      await opened.close();
    }
  };
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 2;
  });
}
