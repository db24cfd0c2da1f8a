import { ConfigError, parseConfig } from '../../src/config/config.js';

/** The problems `parseConfig` names for `env` (read against `root`); fails the test when it accepts it. */
export function problemsOf(env: Record<string, string | undefined>, root?: string): string[] {
  try {
    parseConfig(env, root);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}
