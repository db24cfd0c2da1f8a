import { adminPaths, adminSupportPaths, kbVotePath, supportPaths } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kbArticleVotes, supportTickets } from '../../../src/db/schema.js';
import { seedDemoKnowledgeBase } from '../../../src/modules/knowledge-base/demo-knowledge-base.js';
import { VOTES_PER_IP_PER_HOUR } from '../../../src/modules/knowledge-base/knowledge-base.module.js';
import { createArticle } from '../../../src/modules/knowledge-base/staff/knowledge-base-staff.service.js';
import { registerCustomer } from '../../helpers/customers.js';
import { newCaptcha } from '../../helpers/security.js';
import { addStaff, bearer, staffToken } from '../../helpers/staff.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';

// "Did this answer your question?" under every article, and "still stuck? write to us", whose ticket names it.

let testApp: TestApp;
let staff = '';
const ARTICLE = 'top-up-with-payme-or-click';
const visitor = (n: number) => `visitor-token-${String(n).padStart(4, '0')}`;

const vote = (slug: string, body: object, remoteAddress = '198.51.100.1', language = 'en') =>
  testApp.app.inject({
    method: 'POST',
    url: kbVotePath(slug),
    payload: body,
    remoteAddress,
    headers: { 'accept-language': language },
  });
const votesForStaff = async (slug: string) => {
  const listed = (
    await testApp.app.inject({ method: 'GET', url: adminPaths.kbArticles, headers: bearer(staff) })
  )
    .json()
    .data.find((article: { slug: string }) => article.slug === slug);
  return listed.votes;
};
const staffTicket = async (id: number) =>
  (
    await testApp.app.inject({
      method: 'GET',
      url: adminSupportPaths.ticket.replace(':id', String(id)),
      headers: bearer(staff),
    })
  ).json().data;

beforeAll(async () => {
  testApp = await buildTestApp({ SUPPORT_SMTP_ENABLED: 'false' });
  const now = testApp.app.clock.now();
  await seedDemoKnowledgeBase(testApp.app.db, now);
  await createArticle(
    testApp.app.db,
    {
      slug: 'still-a-draft',
      category: 'account',
      status: 'draft',
      texts: { uz: { title: 'Qoralama', body: 'Hali' } },
    },
    now,
  );
  staff = await staffToken(testApp.app, await addStaff(testApp, 'readonly'));
});
afterAll(async () => {
  await testApp.close();
});

describe('did this answer your question?', () => {
  it('counts each visitor once, their latest answer, and shows staff the counts', async () => {
    expect((await vote(ARTICLE, { helpful: true, visitor: visitor(1) })).json()).toEqual({
      status: true,
      data: { helpful: true },
    });
    await vote(ARTICLE, { helpful: true, visitor: visitor(1) });
    await vote(ARTICLE, { helpful: true, visitor: visitor(2) });
    expect(await votesForStaff(ARTICLE)).toEqual({ yes: 2, no: 0 });
    // Changing one's mind moves the vote; it adds nothing.
    const changed = await vote(ARTICLE, { helpful: false, visitor: visitor(1) });
    expect(changed.json()).toEqual({ status: true, data: { helpful: false } });
    expect(await votesForStaff(ARTICLE)).toEqual({ yes: 1, no: 1 });
    // The browser's token is kept only as its hash.
    const stored = await testApp.app.db.select().from(kbArticleVotes);
    expect(stored.map((row) => row.visitorHash)).not.toContain(visitor(1));
  });

  it('refuses a malformed vote in the visitor’s language and counts nothing; a draft is 404', async () => {
    const before = await votesForStaff(ARTICLE);
    const bad = await vote(ARTICLE, { helpful: 'yes', visitor: 'short' }, '198.51.100.2', 'ru');
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({
      status: false,
      code: 'VALIDATION_FAILED',
      errors: { helpful: [expect.stringMatching(/[а-яё]/i)], visitor: [expect.stringMatching(/[а-яё]/i)] },
    });
    expect((await vote('still-a-draft', { helpful: true, visitor: visitor(3) })).statusCode).toBe(404);
    expect(await votesForStaff(ARTICLE)).toEqual(before);
  });

  it('limits votes per address in the shared limit store, however many tokens it makes', async () => {
    for (let i = 0; i < VOTES_PER_IP_PER_HOUR; i++)
      expect(
        (await vote(ARTICLE, { helpful: true, visitor: visitor(100 + i) }, '203.0.113.9')).statusCode,
      ).toBe(200);
    const limited = await vote(ARTICLE, { helpful: true, visitor: visitor(999) }, '203.0.113.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ status: false, code: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await vote(ARTICLE, { helpful: true, visitor: visitor(999) }, '203.0.113.10')).statusCode).toBe(
      200,
    );
  });
});

describe('still stuck? write to us', () => {
  it('keeps the article on a customer’s ticket, titled in their language, for them and for staff', async () => {
    const { token } = await registerCustomer(testApp.app);
    const opened = await testApp.app.inject({
      method: 'POST',
      url: supportPaths.tickets,
      headers: { authorization: `Bearer ${token}` },
      payload: {
        department: 'billing',
        subject: 'Payme',
        message: 'The money did not arrive.',
        kb_article: ARTICLE,
      },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const ticket = opened.json().data;
    const named = { slug: ARTICLE, title: expect.stringMatching(/Payme/) };
    expect(ticket.kb_article).toEqual(named);
    expect((await staffTicket(ticket.id)).kb_article).toEqual(named);
  });

  it('keeps it on a guest’s ticket too', async () => {
    const captcha = await newCaptcha(testApp.app);
    const opened = await testApp.app.inject({
      method: 'POST',
      url: supportPaths.guestTickets,
      headers: { 'accept-language': 'ru' },
      payload: {
        email: 'reader@example.uz',
        name: 'Dilnoza',
        subject: 'Payme',
        message: 'Not clear.',
        captcha_id: captcha.id,
        captcha: captcha.answer,
        kb_article: ARTICLE,
      },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    expect((await staffTicket(opened.json().data.id)).kb_article).toMatchObject({ slug: ARTICLE });
  });

  it('refuses a malformed article name and opens nothing; one withdrawn meanwhile is left out', async () => {
    const { token } = await registerCustomer(testApp.app);
    const send = (kbArticle: string) =>
      testApp.app.inject({
        method: 'POST',
        url: supportPaths.tickets,
        headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
        payload: { department: 'technical', subject: 'Help', message: 'Still stuck.', kb_article: kbArticle },
      });
    const countTickets = async () => (await testApp.app.db.select().from(supportTickets)).length;
    const before = await countTickets();
    const bad = await send('../etc');
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { kb_article: [expect.any(String)] },
    });
    expect(await countTickets()).toBe(before);
    const draft = await send('still-a-draft');
    expect(draft.statusCode).toBe(200);
    const [row] = await testApp.app.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.id, draft.json().data.id));
    expect(row?.kbArticleSlug).toBeNull();
    expect(draft.json().data.kb_article).toBeNull();
  });
});
