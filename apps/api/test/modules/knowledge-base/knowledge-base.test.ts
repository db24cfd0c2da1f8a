import { kbArticlePath, kbPaths } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kbSuggestionEvents } from '../../../src/db/schema.js';
import { seedDemoKnowledgeBase } from '../../../src/modules/knowledge-base/demo-knowledge-base.js';
import { SEARCHES_PER_IP_PER_MINUTE } from '../../../src/modules/knowledge-base/knowledge-base.module.js';
import { recordTicketNotOpenedAfterSuggestion } from '../../../src/modules/knowledge-base/knowledge-base.service.js';
import { createArticle } from '../../../src/modules/knowledge-base/staff/knowledge-base-staff.service.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';
import { isPostgresRun } from '../../helpers/test-database.js';

let testApp: TestApp;

const get = (url: string, language?: string) =>
  testApp.app.inject({ method: 'GET', url, headers: language ? { 'accept-language': language } : {} });
const search = async (query: string, language: string) => {
  const response = await get(`${kbPaths.list}?${new URLSearchParams({ q: query })}`, language);
  expect(response.statusCode).toBe(200);
  return (response.json().data as { slug: string }[]).map((article) => article.slug);
};

beforeAll(async () => {
  testApp = await buildTestApp();
  const db = testApp.app.db;
  const now = testApp.app.clock.now();
  await seedDemoKnowledgeBase(db, now);
  await createArticle(
    db,
    {
      slug: 'unfinished-draft',
      category: 'hosting',
      status: 'draft',
      texts: { uz: { title: 'Qoralama Payme haqida', body: 'Hali tayyor emas: Payme, Click.' } },
    },
    now,
  );
  await createArticle(
    db,
    {
      slug: 'hostile-markdown',
      category: 'account',
      status: 'published',
      texts: {
        uz: {
          title: 'Xavfli matn',
          body: [
            '<script>alert(1)</script>',
            '<img src=x onerror="alert(2)">',
            '[bosing](javascript:alert(3)) va [sayt](https://example.uz)',
            '<a href="https://evil.example" onclick="alert(4)">havola</a>',
            '**qalin** matn',
          ].join('\n\n'),
        },
      },
    },
    now,
  );
});
afterAll(async () => {
  await testApp.close();
});

describe('the public knowledge base', () => {
  it('lists the published articles in the asked language, drafts never', async () => {
    const response = await get(kbPaths.list, 'ru');
    expect(response.statusCode).toBe(200);
    const articles = response.json().data as { slug: string; title: string; language: string }[];
    expect(articles.map((article) => article.slug).sort()).toEqual([
      'hostile-markdown',
      'open-the-control-panel',
      'point-a-domain-at-hosting',
      'reset-your-password',
      'top-up-with-payme-or-click',
    ]);
    expect(articles.find((article) => article.slug === 'reset-your-password')).toMatchObject({
      title: 'Как восстановить пароль',
      language: 'ru',
    });
    // An article written in uz only is shown in uz, and says so.
    expect(articles.find((article) => article.slug === 'hostile-markdown')).toMatchObject({ language: 'uz' });
  });

  it('serves every seeded article in each of the five languages', async () => {
    for (const [language, title] of [
      ['uz', 'Parolni tiklash'],
      ['uzc', 'Паролни тиклаш'],
      ['ru', 'Как восстановить пароль'],
      ['en', 'Reset your password'],
      ['tj', 'Барқарор кардани парол'],
    ] as const) {
      const body = (await get(kbArticlePath('reset-your-password'), language)).json();
      expect(body.data).toMatchObject({ title, language, category: 'account' });
      expect(body.data.body_html).toContain('<ol>');
    }
  });

  it('answers 404 for a draft and for an unknown slug, and 422 for a malformed one', async () => {
    expect((await get(kbArticlePath('unfinished-draft'))).statusCode).toBe(404);
    expect((await get(kbArticlePath('no-such-article'))).statusCode).toBe(404);
    expect((await get(kbArticlePath('Not A Slug'))).statusCode).toBe(422);
  });

  it('neutralises scripts, handlers and javascript links in the markdown', async () => {
    const html = (await get(kbArticlePath('hostile-markdown'))).json().data.body_html as string;
    // Every real tag is an allowed one with allowed attributes; the rest is text.
    const tags = [...html.matchAll(/<\/?([a-z0-9]+)([^>]*)>/gi)];
    for (const [, name, attributes] of tags) {
      expect(['p', 'a', 'strong']).toContain(name?.toLowerCase());
      const attributeNames = [...(attributes ?? '').matchAll(/([a-z-]+)=/gi)].map((match) => match[1]);
      for (const attribute of attributeNames) expect(['href', 'rel', 'target']).toContain(attribute);
    }
    const hrefs = tags.flatMap(([, , attributes]) => [...(attributes ?? '').matchAll(/href="([^"]*)"/g)]);
    expect(hrefs.map((match) => match[1])).toEqual(['https://example.uz']);
    expect(html).toContain('<strong>qalin</strong>');
    expect(html).toContain('href="https://example.uz"');
    // The raw tags are shown as text, escaped.
    expect(html).toContain('&lt;script&gt;');
  });

  it('finds articles by the words of a subject being typed, in the asked language', async () => {
    expect(await search('parolni unut', 'uz')).toEqual(['reset-your-password']);
    expect(await search('пополнить баланс', 'ru')).toEqual(['top-up-with-payme-or-click']);
    expect(await search('domain name servers', 'en')).toEqual(['point-a-domain-at-hosting']);
    expect(await search('панел', 'tj')).toContain('open-the-control-panel');
    expect(await search('Паролни', 'uzc')).toEqual(['reset-your-password']);
    // A draft never comes up, however well it matches.
    expect(await search('qoralama', 'uz')).toEqual([]);
    // Query syntax is taken as words, never as a query.
    expect(await search("'&|!:* %_ ) (", 'uz')).toEqual([]);
    expect(await search('Payme & Click', 'en')).toEqual(['top-up-with-payme-or-click']);
  });

  it('finds oʻ and gʻ words however the apostrophe is typed, and a subject by its words in any order', async () => {
    // The article writes "toʻldirish" (U+02BB); phones type ', word processors ‘ or ’, some keyboards `.
    for (const spelling of [
      "to'ldirish",
      'toʻldirish',
      'to‘ldirish',
      'to’ldirish',
      'to`ldirish',
      'toʼldirish',
    ]) {
      expect(await search(spelling, 'uz'), spelling).toEqual(['top-up-with-payme-or-click']);
    }
    // A subject of two words suggests the article whose text has both, in either order.
    expect(await search("balansni to'ldirish", 'uz')).toEqual(['top-up-with-payme-or-click']);
    expect(await search("to'ldirish balansni", 'uz')).toEqual(['top-up-with-payme-or-click']);
    expect(await search('балансни тўлдириш', 'uzc')).toEqual(['top-up-with-payme-or-click']);
    expect((await search("domenni yo'naltirish", 'uz'))[0]).toBe('point-a-domain-at-hosting');
    // Every word must match: one that is in no article leaves nothing.
    expect(await search("balansni to'ldirish velosiped", 'uz')).toEqual([]);
  });

  it('stems Russian and English words on PostgreSQL, and matches plain text on PGlite', async () => {
    // The English text says "payment" only: the stemmer finds it for "payments", a plain match does not.
    expect(await search('payments', 'en')).toEqual(isPostgresRun ? ['top-up-with-payme-or-click'] : []);
    expect(await search('пополнения', 'ru')).toEqual(isPostgresRun ? ['top-up-with-payme-or-click'] : []);
  });

  it('refuses a query that is too long (in the asked language) or carries a NUL byte', async () => {
    const response = await get(`${kbPaths.list}?q=${'a'.repeat(201)}`, 'ru');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      status: false,
      code: 'VALIDATION_FAILED',
      errors: { q: [expect.stringMatching(/[а-яё]/i)] },
    });
    for (const q of ['%00', 'payme%00click']) {
      const nul = await get(`${kbPaths.list}?q=${q}`);
      expect(nul.statusCode).toBe(422);
      expect(nul.json()).toMatchObject({
        status: false,
        code: 'VALIDATION_FAILED',
        errors: { q: [expect.any(String)] },
      });
    }
  });

  it('limits searches per address in the shared limit store; the plain list is no search', async () => {
    const from = (remoteAddress: string, url: string) =>
      testApp.app.inject({ method: 'GET', url, remoteAddress });
    const url = `${kbPaths.list}?q=payme`;
    for (let i = 0; i < SEARCHES_PER_IP_PER_MINUTE; i++) {
      expect((await from('203.0.113.7', url)).statusCode).toBe(200);
    }
    const limited = await from('203.0.113.7', url);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ status: false, code: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await from('203.0.113.7', kbPaths.list)).statusCode).toBe(200);
    expect((await from('203.0.113.8', url)).statusCode).toBe(200);
  });

  it('records an opened suggestion and a ticket not opened after it', async () => {
    const opened = (slug: string, body: Record<string, string>) =>
      testApp.app.inject({ method: 'POST', url: kbPaths.opened.replace(':slug', slug), payload: body });
    expect((await opened('top-up-with-payme-or-click', { source: 'ticket-form' })).statusCode).toBe(200);
    expect((await opened('top-up-with-payme-or-click', { source: 'elsewhere' })).statusCode).toBe(422);
    expect((await opened('unfinished-draft', { source: 'ticket-form' })).statusCode).toBe(404);
    const now = testApp.app.clock.now();
    const db = testApp.app.db;
    await expect(
      recordTicketNotOpenedAfterSuggestion(db, {
        slug: 'top-up-with-payme-or-click',
        source: 'ticket-form',
        now,
      }),
    ).resolves.toBe(true);
    await expect(
      recordTicketNotOpenedAfterSuggestion(db, { slug: 'unfinished-draft', source: 'ticket-form', now }),
    ).resolves.toBe(false);
    const events = await db
      .select({ kind: kbSuggestionEvents.kind, source: kbSuggestionEvents.source })
      .from(kbSuggestionEvents)
      .orderBy(kbSuggestionEvents.id);
    expect(events).toEqual([
      { kind: 'opened', source: 'ticket-form' },
      { kind: 'ticket_not_opened', source: 'ticket-form' },
    ]);
  });
});

describe('the sitemap', () => {
  it('lists the public pages and every published article, never a draft', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const appUrl = testApp.config.appUrl;
    expect(locs).toEqual(
      expect.arrayContaining([
        `${appUrl}/`,
        `${appUrl}/info`,
        `${appUrl}/info/kb`,
        `${appUrl}/info/kb/reset-your-password`,
        `${appUrl}/info/kb/top-up-with-payme-or-click`,
      ]),
    );
    expect(locs).not.toContain(`${appUrl}/info/kb/unfinished-draft`);
    expect(locs.filter((loc) => loc?.startsWith(`${appUrl}/info/kb/`))).toHaveLength(5);
  });
});
