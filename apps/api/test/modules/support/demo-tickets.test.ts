import { supportPaths } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO_LOGIN, seedDemoData } from '../../../src/composition/demo-seed.js';
import { login } from '../../helpers/customers.js';
import { useTestApp } from '../../helpers/test-app.js';

const testApp = useTestApp();

describe('the demo seed’s tickets', () => {
  it('gives the demo customer an open, an answered and a closed, rated ticket, once however often it runs', async () => {
    const { app } = testApp;
    await seedDemoData(app.db, Buffer.alloc(32, 7), testApp.config.passwordHash);
    await seedDemoData(app.db, Buffer.alloc(32, 7), testApp.config.passwordHash);
    const session = await login(app, { login: DEMO_LOGIN.email, password: DEMO_LOGIN.password });
    const headers = { authorization: `Bearer ${session.json().data.access_token}` };
    const list = (await app.inject({ method: 'GET', url: supportPaths.tickets, headers })).json();
    expect(list.data.map((ticket: { status: string }) => ticket.status).sort()).toEqual([
      'answered',
      'closed',
      'open',
    ]);
    const answered = list.data.find((ticket: { status: string }) => ticket.status === 'answered');
    const thread = (
      await app.inject({
        method: 'GET',
        url: supportPaths.ticket.replace(':id', String(answered.id)),
        headers,
      })
    ).json().data;
    expect(thread.messages.map((message: { author: string }) => message.author)).toEqual([
      'customer',
      'staff',
    ]);
    expect(thread.can_rate).toBe(true);
  });
});
