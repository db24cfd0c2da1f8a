import { supportPaths } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCustomer } from '../../helpers/customers.js';
import {
  asCustomer,
  buildSupportApp,
  EXE,
  PNG,
  type SupportTestApp,
  sendForm,
  ticketForm,
} from './support-fixtures.js';

let testApp: SupportTestApp;
beforeAll(async () => {
  testApp = await buildSupportApp();
});
afterAll(async () => {
  await testApp?.close();
});

const path = (template: string, id: number, attachmentId?: number) =>
  template.replace(':id', String(id)).replace(':attachment_id', String(attachmentId ?? 0));

describe('support tickets: the customer side', () => {
  it('opens a ticket with an attachment, lists it, shows the thread with the promise and the reply address', async () => {
    const { app } = testApp;
    const { token } = await registerCustomer(app);
    const opened = await sendForm(
      app,
      token,
      supportPaths.tickets,
      ticketForm(
        { department: 'technical', subject: 'The site is down', message: 'Since this morning, 502.' },
        [{ name: '../screen.png', bytes: PNG, type: 'image/png' }],
      ),
    );
    expect(opened.statusCode, opened.body).toBe(200);
    const ticket = opened.json().data;
    expect(ticket).toMatchObject({
      subject: 'The site is down',
      department: 'technical',
      status: 'open',
      first_answer_due_at: '2026-11-29T06:00:00.000Z',
      can_rate: false,
    });
    expect(ticket.reply_address).toMatch(new RegExp(`^support\\+${ticket.id}\\.[0-9a-f]{16}@portal\\.uz$`));
    expect(ticket.messages).toHaveLength(1);
    const [file] = ticket.messages[0].attachments;
    expect(file).toMatchObject({
      file_name: 'screen.png',
      content_type: 'image/png',
      size_bytes: PNG.length,
    });

    const list = await app.inject({ method: 'GET', url: supportPaths.tickets, headers: asCustomer(token) });
    expect(list.json()).toMatchObject({ total: 1, data: [{ id: ticket.id, status: 'open' }] });

    const download = await app.inject({
      method: 'GET',
      url: path(supportPaths.attachment, ticket.id, file.id),
      headers: asCustomer(token),
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(Buffer.from(download.rawPayload).equals(PNG)).toBe(true);
  });

  it('accepts JSON without files, and refuses a file that is no image, PDF or text, and a sixth file', async () => {
    const { app } = testApp;
    const { token } = await registerCustomer(app);
    const json = await app.inject({
      method: 'POST',
      url: supportPaths.tickets,
      headers: asCustomer(token),
      payload: { department: 'billing', subject: 'Invoice', message: 'Please send an invoice.' },
    });
    expect(json.statusCode, json.body).toBe(200);

    const exe = await sendForm(
      app,
      token,
      supportPaths.tickets,
      ticketForm({ department: 'sales', subject: 'x', message: 'y' }, [
        { name: 'a.png', bytes: EXE, type: 'image/png' },
      ]),
    );
    expect(exe.statusCode).toBe(422);
    expect(Object.keys(exe.json().errors)).toEqual(['attachments.0']);

    const text = Buffer.from('plain words\n');
    const six = Array.from({ length: 6 }, (_, n) => ({ name: `${n}.txt`, bytes: text, type: 'text/plain' }));
    const tooMany = await sendForm(
      app,
      token,
      supportPaths.tickets,
      ticketForm({ department: 'sales', subject: 'x', message: 'y' }, six),
    );
    expect(tooMany.statusCode).toBe(413);

    const bad = await app.inject({
      method: 'POST',
      url: supportPaths.tickets,
      headers: asCustomer(token),
      payload: { department: 'nowhere', subject: '', message: 'y' },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['department', 'subject']);
  });

  it('refuses a service that is not the customer’s', async () => {
    const { app } = testApp;
    const { token } = await registerCustomer(app);
    const answer = await app.inject({
      method: 'POST',
      url: supportPaths.tickets,
      headers: asCustomer(token),
      payload: { department: 'technical', subject: 'x', message: 'y', service: { kind: 'order', id: 1 } },
    });
    expect(answer.statusCode).toBe(422);
    expect(Object.keys(answer.json().errors)).toEqual(['service']);
  });

  it('replies, closes, reopens; rating waits for an answer', async () => {
    const { app } = testApp;
    const { token } = await registerCustomer(app);
    const headers = asCustomer(token);
    const id = (
      await app.inject({
        method: 'POST',
        url: supportPaths.tickets,
        headers,
        payload: { department: 'domains', subject: 'DNS', message: 'Help' },
      })
    ).json().data.id;
    const reply = await app.inject({
      method: 'POST',
      url: path(supportPaths.messages, id),
      headers,
      payload: { message: 'More' },
    });
    expect(reply.json().data.messages).toHaveLength(2);
    const rating = await app.inject({
      method: 'POST',
      url: path(supportPaths.rating, id),
      headers,
      payload: { rating: 5 },
    });
    expect(rating.statusCode).toBe(409);
    const closed = await app.inject({ method: 'POST', url: path(supportPaths.close, id), headers });
    expect(closed.json().data).toMatchObject({
      status: 'closed',
      can_reopen: true,
      first_answer_due_at: null,
    });
    expect(closed.json().data.events).toEqual([
      expect.objectContaining({ kind: 'status', from: 'open', to: 'closed' }),
    ]);
    const reopened = await app.inject({ method: 'POST', url: path(supportPaths.reopen, id), headers });
    expect(reopened.json().data.status).toBe('open');
    await app.inject({ method: 'POST', url: path(supportPaths.close, id), headers });
    testApp.clock.advance(15 * 86_400_000);
    const late = await app.inject({ method: 'POST', url: path(supportPaths.reopen, id), headers });
    expect(late.statusCode).toBe(409);
    const lateReply = await app.inject({
      method: 'POST',
      url: path(supportPaths.messages, id),
      headers,
      payload: { message: 'x' },
    });
    expect(lateReply.statusCode).toBe(409);
  });

  it('never shows one customer’s ticket or attachment to another (every path answers 404)', async () => {
    const { app } = testApp;
    const owner = await registerCustomer(app);
    const stranger = await registerCustomer(app);
    const ticket = (
      await sendForm(
        app,
        owner.token,
        supportPaths.tickets,
        ticketForm({ department: 'billing', subject: 'Mine', message: 'Private' }, [
          { name: 'p.png', bytes: PNG, type: 'image/png' },
        ]),
      )
    ).json().data;
    const fileId = ticket.messages[0].attachments[0].id;
    const headers = asCustomer(stranger.token);
    const attempts = [
      app.inject({ method: 'GET', url: path(supportPaths.ticket, ticket.id), headers }),
      app.inject({
        method: 'POST',
        url: path(supportPaths.messages, ticket.id),
        headers,
        payload: { message: 'hi' },
      }),
      app.inject({ method: 'POST', url: path(supportPaths.close, ticket.id), headers }),
      app.inject({ method: 'POST', url: path(supportPaths.reopen, ticket.id), headers }),
      app.inject({
        method: 'POST',
        url: path(supportPaths.rating, ticket.id),
        headers,
        payload: { rating: 1 },
      }),
      app.inject({ method: 'GET', url: path(supportPaths.attachment, ticket.id, fileId), headers }),
    ];
    for (const answer of await Promise.all(attempts)) expect(answer.statusCode).toBe(404);
    const list = await app.inject({ method: 'GET', url: supportPaths.tickets, headers });
    expect(list.json().total).toBe(0);
    // The stranger's own ticket does not open the owner's file either.
    const own = (
      await app.inject({
        method: 'POST',
        url: supportPaths.tickets,
        headers,
        payload: { department: 'sales', subject: 's', message: 'm' },
      })
    ).json().data;
    const crossed = await app.inject({
      method: 'GET',
      url: path(supportPaths.attachment, own.id, fileId),
      headers,
    });
    expect(crossed.statusCode).toBe(404);
    const anonymous = await app.inject({ method: 'GET', url: path(supportPaths.ticket, ticket.id) });
    expect(anonymous.statusCode).toBe(401);
  });
});
