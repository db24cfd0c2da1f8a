import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config/config.js';
import { problemsOf } from '../helpers/config-problems.js';
import { PRODUCTION_ENV } from '../helpers/production-env.js';
import { TEST_SECRETS } from '../helpers/test-app.js';

// Cheap password hashes are for the tests and the demo's made-up accounts: anywhere else, a cost below OWASP's
// baseline is refused when the configuration is parsed, before any hash is made.

const CHEAP = { PASSWORD_HASH_MEMORY_KIB: '64', PASSWORD_HASH_TIME_COST: '1' };
const OUTSIDE_DEMO = { ...TEST_SECRETS, DEMO_MODE: 'false' };

describe('the password hash cost', () => {
  it('defaults to the baseline, which production accepts, and takes a higher cost', () => {
    expect(parseConfig(PRODUCTION_ENV, '/opt/portal').passwordHash).toEqual({
      memoryKib: 19_456,
      timeCost: 2,
      parallelism: 1,
    });
    const stronger = { PASSWORD_HASH_MEMORY_KIB: '65536', PASSWORD_HASH_TIME_COST: '3' };
    expect(parseConfig({ ...PRODUCTION_ENV, ...stronger }, '/opt/portal').passwordHash).toMatchObject({
      memoryKib: 65_536,
      timeCost: 3,
    });
  });

  it('refuses a cost below the baseline in production, naming each variable', () => {
    expect(problemsOf({ ...PRODUCTION_ENV, ...CHEAP })).toEqual([
      'PASSWORD_HASH_MEMORY_KIB must be at least 19456 outside demo mode and tests, got "64"',
      'PASSWORD_HASH_TIME_COST must be at least 2 outside demo mode and tests, got "1"',
    ]);
    expect(problemsOf({ ...PRODUCTION_ENV, PASSWORD_HASH_MEMORY_KIB: '19455' })).toEqual([
      'PASSWORD_HASH_MEMORY_KIB must be at least 19456 outside demo mode and tests, got "19455"',
    ]);
    // NODE_ENV=test never reaches production's process, and would not excuse it there.
    expect(problemsOf({ ...PRODUCTION_ENV, ...CHEAP, NODE_ENV: 'production' })).toHaveLength(2);
  });

  it('refuses it outside demo mode without NODE_ENV=test too (a real deployment that forgot NODE_ENV)', () => {
    expect(problemsOf({ ...OUTSIDE_DEMO, PASSWORD_HASH_TIME_COST: '1' })).toEqual([
      'PASSWORD_HASH_TIME_COST must be at least 2 outside demo mode and tests, got "1"',
    ]);
    expect(problemsOf({ ...OUTSIDE_DEMO, ...CHEAP, NODE_ENV: 'development' })).toHaveLength(2);
  });

  it('allows it in tests and in demo mode', () => {
    expect(parseConfig({ ...OUTSIDE_DEMO, ...CHEAP, NODE_ENV: 'test' }).passwordHash).toEqual({
      memoryKib: 64,
      timeCost: 1,
      parallelism: 1,
    });
    expect(parseConfig(CHEAP).passwordHash.memoryKib).toBe(64);
  });

  it('refuses less than 8 KiB per lane, which Argon2 cannot run', () => {
    expect(problemsOf({ ...CHEAP, PASSWORD_HASH_MEMORY_KIB: '16', PASSWORD_HASH_PARALLELISM: '4' })).toEqual([
      'PASSWORD_HASH_MEMORY_KIB must be at least 8 per lane (PASSWORD_HASH_PARALLELISM), got "16"',
    ]);
  });
});
