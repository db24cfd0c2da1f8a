import { adminPath, adminPaths, domainPaths, myDataPaths } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { registerCustomer, userIdOf } from '../helpers/customers.js';
import { send } from '../helpers/mail.js';
import { downloadUrl } from '../helpers/my-data.js';
import { addStaff, bearer, staffToken } from '../helpers/staff.js';
import { buildTestApp } from '../helpers/test-app.js';

// Name servers are host names with a letter TLD; bidi overrides are refused in every text a
// customer may be shown; ids in paths and queries are plain decimal.

const RLO = '\u202E';
const ISOLATE = '\u2067';

describe('loose input', () => {
  it('refuses IP addresses and numeric top-level domains as name servers, with a translated field error', async () => {
    const testApp = await buildTestApp();
    try {
      const { app } = testApp;
      const { token } = await registerCustomer(app);
      const register = (nameservers: string[]) =>
        app.inject({
          method: 'POST',
          url: domainPaths.register,
          headers: {
            authorization: `Bearer ${token}`,
            'accept-language': 'en',
            'idempotency-key': crypto.randomUUID(),
          },
          payload: { name: 'loose-input.uz', years: 1, nameservers },
        });
      for (const [bad, good] of [
        ['1.2.3.4', 'ns2.example.uz'],
        ['ns1.example.123', 'ns2.example.uz'],
        ['ns1.example.uz', '[::1]'],
      ]) {
        const refused = await register([bad as string, good as string]);
        expect(refused.statusCode, bad).toBe(422);
        const field = bad === 'ns1.example.uz' ? 'nameservers.1' : 'nameservers.0';
        expect(refused.json().errors[field]).toEqual([
          'Invalid name server: enter a host name such as ns1.example.uz.',
        ]);
      }
      // Letter TLDs, an IDN TLD and a trailing dot still pass validation (the answer is then about the order).
      const accepted = await register(['NS1.Example.uz.', 'ns2.xn--p1ai']);
      expect(accepted.json().errors?.['nameservers.0']).toBeUndefined();
      expect(accepted.json().errors?.['nameservers.1']).toBeUndefined();
    } finally {
      await testApp.close();
    }
  });

  it('refuses bidi overrides and isolates in staff reasons and customer messages', async () => {
    const testApp = await buildTestApp();
    try {
      const { app } = testApp;
      const me = await registerCustomer(app);
      const peer = await registerCustomer(app);
      const meId = await userIdOf(app, me.token);
      const peerId = await userIdOf(app, peer.token);
      const owner = await staffToken(app, await addStaff(testApp, 'owner'));
      const staffCall = (url: string, payload: object) =>
        app.inject({ method: 'POST', url, headers: { ...bearer(owner), 'accept-language': 'en' }, payload });

      const block = await staffCall(adminPath(adminPaths.customerBlock, meId), {
        reason: `Fraud ${RLO}reversed`,
      });
      expect(block.statusCode).toBe(422);
      expect(block.json().errors.reason).toEqual([expect.any(String)]);
      const adjust = await staffCall(adminPath(adminPaths.balanceAdjustments, meId), {
        amount: '1000',
        category: 'compensation',
        reason: `Compensation ${ISOLATE}x`,
      });
      expect(adjust.statusCode).toBe(422);
      expect(adjust.json().errors.reason).toEqual([expect.any(String)]);

      const message = await send(app, { token: me.token, id: meId }, peerId, `Salom ${RLO}olaS`);
      expect(message.statusCode).toBe(422);
      expect(message.json().errors.body).toEqual([expect.any(String)]);
      // The same texts without the override pass.
      expect((await send(app, { token: me.token, id: meId }, peerId, 'Salom')).statusCode).toBe(200);
    } finally {
      await testApp.close();
    }
  });

  it('reads path ids as plain decimal only: 0x10, 1e1, +16 or 016 name no row', async () => {
    const testApp = await buildTestApp();
    try {
      const { app } = testApp;
      const { token } = await registerCustomer(app);
      const started = await app.inject({
        method: 'POST',
        url: myDataPaths.exports,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(started.statusCode).toBe(200);
      const id = started.json().data.id as number;
      const download = (spelling: string) =>
        app.inject({
          method: 'GET',
          url: downloadUrl(spelling),
          headers: { authorization: `Bearer ${token}` },
        });
      // The export is still being built: its own id answers 409.
      expect((await download(String(id))).statusCode).toBe(409);
      for (const spelling of [
        `0x${id.toString(16)}`,
        `${id}e0`,
        `%2B${id}`,
        `0${id}`,
        `${id}.0`,
        `%20${id}`,
      ]) {
        const answer = await download(spelling);
        expect(answer.statusCode, spelling).toBe(422);
        expect(answer.json()).toMatchObject({ status: false, code: 'VALIDATION_FAILED' });
      }
      // The public news item too: `0x1` is not item 1.
      expect((await app.inject({ method: 'GET', url: '/api/client/news/1' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/api/client/news/0x1' })).statusCode).toBe(422);
    } finally {
      await testApp.close();
    }
  });
});
