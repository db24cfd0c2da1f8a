import path from 'node:path';
import { z } from 'zod';

// Profile-record uploads; parsed as part of config.ts's environment schema.

export const recordsEnvShape = {
  UPLOADS_DIR: z
    .string()
    .trim()
    .min(1, { error: 'must not be empty' })
    .optional()
    .describe('Where uploaded files are kept (default <DATA_DIR>/uploads); outside the web root.'),
};

const recordsEnvSchema = z.object(recordsEnvShape);
type RecordsEnv = z.infer<typeof recordsEnvSchema> & { DATA_DIR: string };

export interface RecordsConfig {
  /** An absolute folder. */
  uploadsDir: string;
}

// PGlite's memory:// database has no folder of its own, so the uploads folder is its own setting; it
// follows DATA_DIR when unset.
export function recordsConfig(vars: RecordsEnv, cwd: string): RecordsConfig {
  return { uploadsDir: path.resolve(cwd, vars.UPLOADS_DIR ?? path.join(vars.DATA_DIR, 'uploads')) };
}
