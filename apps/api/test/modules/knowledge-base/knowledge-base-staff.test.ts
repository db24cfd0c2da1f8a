import { adminPath, adminPaths, type KbArticleRequest, kbArticlePath, kbPaths } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordTicketNotOpenedAfterSuggestion } from '../../../src/modules/knowledge-base/knowledge-base.service.js';
import { addStaff, bearer, staffToken } from '../../helpers/staff.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';

let testApp: TestApp;
const tokens = { owner: '', support: '', readonly: '', billing: '' };

const send = (
  role: keyof typeof tokens,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: object,
) => testApp.app.inject({ method, url, headers: bearer(tokens[role]), ...(body ? { payload: body } : {}) });

const article = (overrides: Partial<KbArticleRequest> = {}): KbArticleRequest => ({
  slug: 'change-php-version',
  category: 'hosting',
  status: 'draft',
  texts: {
    uz: { title: 'PHP versiyasini almashtirish', body: 'Panelda **PHP** versiyasini tanlang.' },
    ru: { title: 'Как сменить версию PHP', body: 'Выберите версию **PHP** в панели.' },
  },
  ...overrides,
});

beforeAll(async () => {
  testApp = await buildTestApp();
  for (const role of ['owner', 'support', 'readonly', 'billing'] as const)
    tokens[role] = await staffToken(testApp.app, await addStaff(testApp, role));
});
afterAll(async () => {
  await testApp.close();
});

describe('knowledge-base articles in the console', () => {
  let id = 0;

  it('lets support write a draft that the portal does not show', async () => {
    const created = await send('support', 'POST', adminPaths.kbArticles, article());
    expect(created.statusCode).toBe(200);
    id = created.json().data.id;
    expect(
      (await testApp.app.inject({ method: 'GET', url: kbArticlePath('change-php-version') })).statusCode,
    ).toBe(404);
    const list = (await send('readonly', 'GET', adminPaths.kbArticles)).json().data;
    expect(list).toEqual([
      expect.objectContaining({
        id,
        slug: 'change-php-version',
        status: 'draft',
        published_at: null,
        texts: {
          uz: { title: 'PHP versiyasini almashtirish', body: 'Panelda **PHP** versiyasini tanlang.' },
          ru: { title: 'Как сменить версию PHP', body: 'Выберите версию **PHP** в панели.' },
        },
        suggestions: { opened: 0, ticket_not_opened: 0 },
      }),
    ]);
  });

  it('refuses readonly and billing staff any change', async () => {
    for (const role of ['readonly', 'billing'] as const) {
      expect((await send(role, 'POST', adminPaths.kbArticles, article({ slug: 'other' }))).statusCode).toBe(
        403,
      );
      expect((await send(role, 'PUT', adminPath(adminPaths.kbArticle, id), article())).statusCode).toBe(403);
      expect((await send(role, 'DELETE', adminPath(adminPaths.kbArticle, id))).statusCode).toBe(403);
    }
  });

  it('publishes an article, which the portal then shows', async () => {
    const answer = await send(
      'owner',
      'PUT',
      adminPath(adminPaths.kbArticle, id),
      article({ status: 'published' }),
    );
    expect(answer.statusCode).toBe(200);
    const shown = await testApp.app.inject({
      method: 'GET',
      url: kbArticlePath('change-php-version'),
      headers: { 'accept-language': 'ru' },
    });
    expect(shown.json().data).toMatchObject({
      title: 'Как сменить версию PHP',
      body_html: '<p>Выберите версию <strong>PHP</strong> в панели.</p>',
      language: 'ru',
    });
  });

  it('says in the slug field when the address is taken or malformed', async () => {
    const taken = await send('support', 'POST', adminPaths.kbArticles, article());
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { slug: [expect.any(String)] } });
    const malformed = await send('support', 'POST', adminPaths.kbArticles, article({ slug: 'Not a slug!' }));
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors).toHaveProperty('slug');
    const noUz = await send('support', 'POST', adminPaths.kbArticles, {
      ...article({ slug: 'x-y-z' }),
      texts: {},
    });
    expect(noUz.statusCode).toBe(422);
  });

  it('audits every change with who made it, before and after', async () => {
    const audit = (await send('owner', 'GET', `${adminPaths.auditLog}?action=kb.update`)).json().data as {
      action: string;
      before: { status: string };
      after: { status: string; slug: string };
    }[];
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'kb.update',
      before: { status: 'draft' },
      after: { status: 'published', slug: 'change-php-version' },
    });
    const created = (await send('owner', 'GET', `${adminPaths.auditLog}?action=kb.create`)).json().data;
    expect(created).toHaveLength(1);
  });

  it('shows how often a suggestion was opened and the ticket then not opened', async () => {
    const opened = () =>
      testApp.app.inject({
        method: 'POST',
        url: kbPaths.opened.replace(':slug', 'change-php-version'),
        payload: { source: 'ticket-form' },
      });
    await opened();
    await opened();
    await recordTicketNotOpenedAfterSuggestion(testApp.app.db, {
      slug: 'change-php-version',
      source: 'ticket-form',
      now: testApp.app.clock.now(),
    });
    const [listed] = (await send('readonly', 'GET', adminPaths.kbArticles)).json().data;
    expect(listed.suggestions).toEqual({ opened: 2, ticket_not_opened: 1 });
  });

  it('previews markdown exactly as the portal renders it, without raw HTML', async () => {
    const answer = await send('support', 'POST', adminPaths.kbPreview, {
      body: '## Qadam\n\n<iframe src="https://evil.example"></iframe> [x](javascript:alert(1))',
    });
    expect(answer.statusCode).toBe(200);
    const { html } = answer.json().data;
    expect(html).toContain('<h2>Qadam</h2>');
    expect(html).not.toMatch(/<iframe|href="javascript/);
  });

  it('removes an article, audited, and the portal answers 404', async () => {
    expect((await send('support', 'DELETE', adminPath(adminPaths.kbArticle, id))).statusCode).toBe(200);
    expect((await send('support', 'DELETE', adminPath(adminPaths.kbArticle, id))).statusCode).toBe(404);
    expect(
      (await testApp.app.inject({ method: 'GET', url: kbArticlePath('change-php-version') })).statusCode,
    ).toBe(404);
    const audit = (await send('owner', 'GET', `${adminPaths.auditLog}?action=kb.delete`)).json().data;
    expect(audit).toHaveLength(1);
  });
});
