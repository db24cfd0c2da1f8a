import type { z } from 'zod';
import { integer } from './env-values.js';

// The cost of the Argon2id hashes passwords and recovery codes are stored as (docs/decisions/0007). Parsed as part
// of config.ts. Each stored hash names the cost it was made with, so a change applies to new hashes only and every
// existing one still verifies.

/** OWASP's Argon2id baseline (m=19 MiB, t=2, p=1): the default, and the least a real deployment may use. */
export const PASSWORD_HASH_MINIMUM = { memoryKib: 19_456, timeCost: 2 } as const;

export const passwordHashEnvShape = {
  PASSWORD_HASH_MEMORY_KIB: integer(8, 4_194_304)
    .default(PASSWORD_HASH_MINIMUM.memoryKib)
    .describe(
      `Argon2id memory per password hash, in KiB. Below ${PASSWORD_HASH_MINIMUM.memoryKib} only in demo mode or with NODE_ENV=test (the tests' cheap hashes); refused anywhere else.`,
    ),
  PASSWORD_HASH_TIME_COST: integer(1, 100)
    .default(PASSWORD_HASH_MINIMUM.timeCost)
    .describe(
      `Argon2id passes per password hash. Below ${PASSWORD_HASH_MINIMUM.timeCost} only in demo mode or with NODE_ENV=test; refused anywhere else.`,
    ),
  PASSWORD_HASH_PARALLELISM: integer(1, 16)
    .default(1)
    .describe('Argon2id lanes per password hash (each needs at least 8 KiB of PASSWORD_HASH_MEMORY_KIB).'),
};

type PasswordHashEnv = z.infer<z.ZodObject<typeof passwordHashEnvShape>>;

export interface PasswordHashConfig {
  memoryKib: number;
  timeCost: number;
  parallelism: number;
}

/**
 * The cost new hashes are made at, with the reasons it is refused. A weaker cost than the baseline is for the
 * demo's made-up accounts and the tests' thousands of hashes; a real deployment would store hashes a leaked
 * database gives up cheaply.
 */
export function passwordHashConfig(
  vars: PasswordHashEnv,
  { mayBeWeak }: { mayBeWeak: boolean },
): { config: PasswordHashConfig; problems: string[] } {
  const config = {
    memoryKib: vars.PASSWORD_HASH_MEMORY_KIB,
    timeCost: vars.PASSWORD_HASH_TIME_COST,
    parallelism: vars.PASSWORD_HASH_PARALLELISM,
  };
  const problems: string[] = [];
  if (!mayBeWeak && config.memoryKib < PASSWORD_HASH_MINIMUM.memoryKib)
    problems.push(
      `PASSWORD_HASH_MEMORY_KIB must be at least ${PASSWORD_HASH_MINIMUM.memoryKib} outside demo mode and tests, got "${config.memoryKib}"`,
    );
  if (!mayBeWeak && config.timeCost < PASSWORD_HASH_MINIMUM.timeCost)
    problems.push(
      `PASSWORD_HASH_TIME_COST must be at least ${PASSWORD_HASH_MINIMUM.timeCost} outside demo mode and tests, got "${config.timeCost}"`,
    );
  // Argon2 needs 8 KiB per lane.
  if (config.memoryKib < 8 * config.parallelism)
    problems.push(
      `PASSWORD_HASH_MEMORY_KIB must be at least 8 per lane (PASSWORD_HASH_PARALLELISM), got "${config.memoryKib}"`,
    );
  return { config, problems };
}
