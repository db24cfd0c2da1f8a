import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../../src/config/config.js';
import { PASSWORD_HASH_MINIMUM } from '../../../src/config/password-hash-config.js';
import { users } from '../../../src/db/schema.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../../src/modules/auth/password.js';
import { login, registerCustomer } from '../../helpers/customers.js';
import { useTestApp } from '../../helpers/test-app.js';

// The tests hash at a token cost (helpers/test-app.ts); this file holds the production cost to account: what a
// deployment's defaults make, and that the hashes it stored still verify under any configured cost.

const testApp = useTestApp();
/** The cost with nothing configured: production's. */
const productionCost = parseConfig({}).passwordHash;

describe('password hashes', () => {
  it("are Argon2id at OWASP's baseline by default, and verify only the right password", async () => {
    expect(productionCost).toEqual({ ...PASSWORD_HASH_MINIMUM, parallelism: 1 });
    const hash = await hashPassword(productionCost, 'Correct-horse-1');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'Correct-horse-1')).toBe(true);
    expect(await verifyPassword(hash, 'Correct-horse-2')).toBe(false);
  });

  it('made at the production cost still log in where new hashes are cheaper: a hash names its own cost', async () => {
    const { config, app } = testApp;
    expect(config.passwordHash.memoryKib).toBeLessThan(productionCost.memoryKib);
    const { customer } = await registerCustomer(app);
    const [cheap] = await app.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.email, customer.email));
    expect(cheap?.passwordHash).toMatch(
      new RegExp(
        `^\\$argon2id\\$v=19\\$m=${config.passwordHash.memoryKib},t=${config.passwordHash.timeCost},p=1\\$`,
      ),
    );
    const stored = await hashPassword(productionCost, customer.password);
    await app.db.update(users).set({ passwordHash: stored }).where(eq(users.email, customer.email));
    expect((await login(app, { login: customer.email, password: customer.password })).statusCode).toBe(200);
    expect((await login(app, { login: customer.email, password: `${customer.password}x` })).statusCode).toBe(
      422,
    );
  });

  it('for an unknown login name, a dummy at the configured cost answers false', async () => {
    expect(await verifyAgainstDummy(testApp.config.passwordHash, 'not-a-real-password-9f3c1a')).toBe(false);
  });
});
