import { MAIL_BODY_MAX, mailPath, mailPaths } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translateField } from '../../../src/i18n/translate.js';
import { createManualClock } from '../../../src/lib/clock.js';
import { contacts, conversation, mailCall, mailCustomer, send, unread } from '../../helpers/mail.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';

const clock = createManualClock(new Date('2026-05-01T09:00:00Z'));
let testApp: TestApp;
const app = () => testApp.app;
const en = { 'accept-language': 'en' };

beforeAll(async () => {
  testApp = await buildTestApp({}, { clock });
});
afterAll(async () => {
  await testApp.close();
});

const later = (seconds = 60) => clock.advance(seconds * 1000);

describe('finding a customer by id', () => {
  it('shows the public card only: first name and last initial, never the e-mail or phone', async () => {
    const a = await mailCustomer(app());
    const b = await mailCustomer(app(), { firstname: 'Dilnoza', lastname: 'Yusupova' });
    const response = await mailCall(app(), a, 'GET', mailPath(mailPaths.user, b.id));
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      id: b.id,
      display_name: 'Dilnoza Y.',
      is_self: false,
      blocked_by_me: false,
      blocked_me: false,
    });
    expect(response.body).not.toMatch(/@example\.uz|\+99890/);
    const self = await mailCall(app(), a, 'GET', mailPath(mailPaths.user, a.id));
    expect(self.json().data.is_self).toBe(true);
  });

  it('answers 404 user_not_found for an unknown id and 422 for a non-number', async () => {
    const a = await mailCustomer(app());
    const unknown = await mailCall(app(), a, 'GET', mailPath(mailPaths.user, 999_999), undefined, en);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      status: false,
      code: 'NOT_FOUND',
      errors: { id: [translateField('en', 'user_not_found')] },
    });
    const word = await mailCall(app(), a, 'GET', mailPaths.user.replace(':id', 'abc'));
    expect(word.statusCode).toBe(422);
  });
});

describe('sending and reading', () => {
  it('delivers a message, counts it unread, lists the contact, and reading clears the count', async () => {
    const a = await mailCustomer(app(), { firstname: 'Aziz', lastname: 'Karimov' });
    const b = await mailCustomer(app(), { firstname: 'Bobur', lastname: 'Tursunov' });
    const sent = await send(app(), a, b.id, '  Salom, Bobur!\r\nQalaysiz?  ');
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toMatchObject({
      sender_id: a.id,
      recipient_id: b.id,
      body: 'Salom, Bobur!\nQalaysiz?',
      read_at: null,
      is_mine: true,
      created_at: clock.now().toISOString(),
    });

    expect(await unread(app(), b)).toBe(1);
    expect(await unread(app(), a)).toBe(0);
    const list = (await contacts(app(), b)).json();
    expect(list.total).toBe(1);
    expect(list.data[0]).toMatchObject({
      user: { id: a.id, display_name: 'Aziz K.', blocked_by_me: false, blocked_me: false },
      last_message: { preview: 'Salom, Bobur!\nQalaysiz?', is_mine: false },
      unread_count: 1,
    });

    later();
    const opened = await conversation(app(), b, a.id);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data.peer).toMatchObject({ id: a.id, display_name: 'Aziz K.' });
    expect(opened.json().data.messages).toHaveLength(1);
    expect(await unread(app(), b)).toBe(0);
    expect((await contacts(app(), b)).json().data[0].unread_count).toBe(0);
    // The sender sees that it was read, and when.
    const senderView = (await conversation(app(), a, b.id)).json().data.messages[0];
    expect(senderView.read_at).toBe(clock.now().toISOString());

    const answer = await send(app(), b, a.id, 'Yaxshi, rahmat!');
    expect(answer.statusCode).toBe(200);
    const thread = (await conversation(app(), a, b.id)).json().data.messages;
    expect(thread.map((m: { body: string; is_mine: boolean }) => [m.body, m.is_mine])).toEqual([
      ['Yaxshi, rahmat!', false],
      ['Salom, Bobur!\nQalaysiz?', true],
    ]);
  });

  it('keeps saved messages (notes to oneself) out of contacts and unread counts', async () => {
    const a = await mailCustomer(app());
    const note = await send(app(), a, a.id, 'Domen uchun eslatma');
    expect(note.statusCode).toBe(200);
    expect(note.json().data.read_at).not.toBeNull();
    const saved = (await conversation(app(), a, a.id)).json().data;
    expect(saved.peer.is_self).toBe(true);
    expect(saved.messages.map((m: { body: string }) => m.body)).toEqual(['Domen uchun eslatma']);
    expect((await contacts(app(), a)).json()).toEqual({ status: true, data: [], total: 0 });
    expect(await unread(app(), a)).toBe(0);
  });

  it('orders contacts by the newest conversation and counts unread per contact', async () => {
    const me = await mailCustomer(app());
    const [x, y, z] = [await mailCustomer(app()), await mailCustomer(app()), await mailCustomer(app())];
    await send(app(), x, me.id, 'x1');
    later();
    await send(app(), me, y.id, 'to y');
    later();
    await send(app(), z, me.id, 'z1');
    later();
    await send(app(), x, me.id, 'x2');
    const list = (await contacts(app(), me)).json();
    expect(list.total).toBe(3);
    expect(list.data.map((c: { user: { id: number } }) => c.user.id)).toEqual([x.id, z.id, y.id]);
    expect(list.data.map((c: { unread_count: number }) => c.unread_count)).toEqual([2, 1, 0]);
    expect(list.data[0].last_message.preview).toBe('x2');
    expect(list.data[2].last_message.is_mine).toBe(true);
    expect(await unread(app(), me)).toBe(3);
  });

  it('pages a long conversation from the newest, with before= the last id seen', async () => {
    const a = await mailCustomer(app());
    const b = await mailCustomer(app());
    for (let index = 1; index <= 5; index += 1)
      await send(app(), index % 2 ? a : b, index % 2 ? b.id : a.id, `m${index}`);
    const first = (await conversation(app(), a, b.id, '?limit=2')).json().data;
    expect(first.messages.map((m: { body: string }) => m.body)).toEqual(['m5', 'm4']);
    expect(first.has_more).toBe(true);
    const second = (await conversation(app(), a, b.id, `?limit=2&before=${first.messages[1].id}`)).json()
      .data;
    expect(second.messages.map((m: { body: string }) => m.body)).toEqual(['m3', 'm2']);
    const last = (await conversation(app(), a, b.id, `?limit=2&before=${second.messages[1].id}`)).json().data;
    expect(last.messages.map((m: { body: string }) => m.body)).toEqual(['m1']);
    expect(last.has_more).toBe(false);
    for (const query of ['?limit=0', '?limit=101', '?before=abc']) {
      expect((await conversation(app(), a, b.id, query)).statusCode, query).toBe(422);
    }
  });
});

describe('bad input', () => {
  it('refuses an empty, blank or too long text with field codes, and stores nothing', async () => {
    const a = await mailCustomer(app());
    const b = await mailCustomer(app());
    for (const body of ['', '   \n\t ']) {
      const response = await mailCall(app(), a, 'POST', mailPath(mailPaths.messages, b.id), { body }, en);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.body).toEqual([translateField('en', 'required')]);
    }
    // A control character is refused like in every text field (a NUL never reaches the database).
    const control = await mailCall(
      app(),
      a,
      'POST',
      mailPath(mailPaths.messages, b.id),
      { body: 'hi\u0000' },
      en,
    );
    expect(control.statusCode).toBe(422);
    expect(control.json().errors.body).toEqual([translateField('en', 'invalid')]);
    const long = await mailCall(
      app(),
      a,
      'POST',
      mailPath(mailPaths.messages, b.id),
      { body: 'a'.repeat(MAIL_BODY_MAX + 1) },
      en,
    );
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.body).toEqual([translateField('en', 'too_long')]);
    const missing = await mailCall(app(), a, 'POST', mailPath(mailPaths.messages, b.id), {}, en);
    expect(missing.statusCode).toBe(422);
    expect((await conversation(app(), a, b.id)).json().data.messages).toEqual([]);

    const longest = await send(app(), a, b.id, 'b'.repeat(MAIL_BODY_MAX));
    expect(longest.statusCode).toBe(200);
  });

  it('strips tabs but keeps newlines and other scripts; refuses bidi overrides', async () => {
    const a = await mailCustomer(app());
    const b = await mailCustomer(app());
    const sent = await send(app(), a, b.id, 'Салом!\nنام\t✓');
    expect(sent.json().data.body).toBe('Салом!\nنام✓');
    const reversed = await send(app(), a, b.id, 'Салом\u202E!');
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errors.body).toEqual([expect.any(String)]);
  });

  it('answers 404 user_not_found when writing to an unknown id', async () => {
    const a = await mailCustomer(app());
    const response = await mailCall(
      app(),
      a,
      'POST',
      mailPath(mailPaths.messages, 888_888),
      { body: 'hi' },
      en,
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().errors.peer_id).toEqual([translateField('en', 'user_not_found')]);
    expect((await conversation(app(), a, 888_888)).statusCode).toBe(404);
  });

  it('answers 401 without a login on every mail path', async () => {
    const urls: ['GET' | 'POST' | 'DELETE', string][] = [
      ['GET', mailPath(mailPaths.user, 1)],
      ['GET', mailPaths.contacts],
      ['GET', mailPath(mailPaths.conversation, 1)],
      ['POST', mailPath(mailPaths.messages, 1)],
      ['POST', mailPath(mailPaths.block, 1)],
      ['DELETE', mailPath(mailPaths.block, 1)],
      ['GET', mailPaths.unreadCount],
    ];
    for (const [method, url] of urls) {
      const response = await mailCall(
        app(),
        null,
        method,
        url,
        method === 'POST' ? { body: 'x' } : undefined,
      );
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('owner scoping', () => {
  it('shows a third customer none of A and B’s messages, and refuses their message ids as cursors', async () => {
    const a = await mailCustomer(app());
    const b = await mailCustomer(app());
    const c = await mailCustomer(app());
    const secret = (await send(app(), a, b.id, 'maxfiy gap')).json().data;
    await send(app(), b, a.id, 'javob');

    for (const peer of [a, b]) {
      const view = await conversation(app(), c, peer.id);
      expect(view.statusCode).toBe(200);
      expect(view.json().data.messages).toEqual([]);
      expect(view.body).not.toContain('maxfiy');
    }
    expect((await contacts(app(), c)).json().total).toBe(0);
    expect(await unread(app(), c)).toBe(0);
    const cursor = await conversation(app(), c, a.id, `?before=${secret.id}`);
    expect(cursor.statusCode).toBe(404);
    // Reading as C did not mark anything of A and B's as read.
    expect(await unread(app(), b)).toBe(1);
  });
});

describe('OpenAPI', () => {
  it('documents every mail path with a summary', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/docs/json' });
    const paths = response.json().paths as Record<string, Record<string, { summary?: string }>>;
    for (const path of Object.values(mailPaths)) {
      const documented = paths[path.replace(/:(\w+)/, '{$1}')];
      expect(documented, path).toBeDefined();
      for (const operation of Object.values(documented ?? {}))
        expect(operation.summary).toEqual(expect.any(String));
    }
  });
});
