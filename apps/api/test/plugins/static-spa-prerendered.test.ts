import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoKnowledgeBase } from '../../src/modules/knowledge-base/demo-knowledge-base.js';
import { createArticle } from '../../src/modules/knowledge-base/staff/knowledge-base-staff.service.js';
import { useTestApp } from '../helpers/test-app.js';

// A web build with prerendered pages (apps/web/build/prerender-pages.ts): each page per language, a manifest
// naming the pages and every route pattern.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-prerendered-'));
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
const languages = ['uz', 'uzc', 'ru', 'en', 'tj'];
for (const lang of languages) {
  fs.mkdirSync(path.join(webDist, 'prerendered', lang), { recursive: true });
  for (const page of ['home', 'login', 'not-found', 'kb-article']) {
    const html = `<!doctype html><html data-lang="${lang}"><head><title>Hosting</title><meta name="description" content="site:${lang}" /></head><body><div id="root">${page}:${lang}</div></body></html>`;
    const file = path.join(webDist, 'prerendered', lang, `${page}.html`);
    fs.writeFileSync(file, html);
    fs.writeFileSync(`${file}.br`, brotliCompressSync(html));
  }
}
fs.writeFileSync(
  path.join(webDist, 'prerendered', 'manifest.json'),
  JSON.stringify({
    languages,
    pages: { '/': 'home', '/login': 'login', '/__not-found__': 'not-found', '/info/kb/:slug': 'kb-article' },
    routes: ['/', '/login', '/news', '/news/:id', '/profile', '/user/:name', '/info/kb/:slug'],
    inline: {
      script: ["'sha256-c2NyaXB0'"],
      // Each page its own stylesheet (its screen's styles only).
      style: {
        home: ["'sha256-aG9tZQ=='"],
        login: ["'sha256-bG9naW4='"],
        'not-found': ["'sha256-bm90LWZvdW5k'"],
        'kb-article': ["'sha256-YXJ0aWNsZQ=='"],
      },
    },
  }),
);

const testApp = useTestApp({ WEB_DIST_DIR: webDist });
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));
beforeAll(async () => {
  const { db, clock } = testApp.app;
  await seedDemoKnowledgeBase(db, clock.now());
  const texts = { uz: { title: 'Narx "5 000" <so‘m>', body: 'Matn **qalin** & <script>alert(1)</script>' } };
  await createArticle(
    db,
    { slug: 'quoted-title', category: 'billing', status: 'published', texts },
    clock.now(),
  );
  await createArticle(
    db,
    { slug: 'still-a-draft', category: 'billing', status: 'draft', texts },
    clock.now(),
  );
});

const get = (url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url, headers });

describe('prerendered pages', () => {
  it('answers a visitor with no language preference in uz, revalidated and varying by language', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('home:uz');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toMatch(/Accept-Language/);
    expect(response.headers.vary).toMatch(/Cookie/);
  });

  it.each([
    ['ru-RU,ru;q=0.9,en;q=0.8', 'ru'],
    ['uz-Cyrl-UZ', 'uzc'],
    ['tg-TJ', 'tj'],
    ['de-DE,en;q=0.5', 'en'],
    ['fr', 'uz'],
  ])('follows Accept-Language %s → %s', async (header, lang) => {
    const response = await get('/login', { 'accept-language': header });
    expect(response.body).toContain(`login:${lang}`);
  });

  it('prefers the saved choice (cookie) to the browser languages, and ignores a cookie naming no language', async () => {
    const saved = await get('/', { 'accept-language': 'ru', cookie: 'theme=night; lang=tj' });
    expect(saved.body).toContain('home:tj');
    const bogus = await get('/', { 'accept-language': 'ru', cookie: 'lang=../../etc' });
    expect(bogus.body).toContain('home:ru');
  });

  it('lets a prerendered page run exactly its inline stylesheet and theme script, and index.html neither', async () => {
    const page = String((await get('/login')).headers['content-security-policy']);
    expect(page).toContain("script-src 'self' 'sha256-c2NyaXB0'");
    expect(page).toContain("style-src 'self' 'sha256-bG9naW4=';");
    const home = String((await get('/')).headers['content-security-policy']);
    expect(home).toContain("style-src 'self' 'sha256-aG9tZQ==';");
    const missing = await get('/no/such/page');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-security-policy']).toContain("style-src 'self' 'sha256-bm90LWZvdW5k';");
    expect(page).toContain("default-src 'self'");
    expect(page).not.toContain('unsafe-inline');
    const shell = String((await get('/profile')).headers['content-security-policy']);
    expect(shell).toContain("script-src 'self';");
    expect(shell).not.toContain('sha256');
  });

  it('paints every path of a page pattern with its one page, and no deeper path', async () => {
    const article = await get('/info/kb/reset-your-password?source=ticket-form', { 'accept-language': 'ru' });
    expect(article.statusCode).toBe(200);
    expect(article.body).toContain('kb-article:ru');
    expect((await get('/info/kb/a/b')).statusCode).toBe(404);
  });

  it('writes an article into its painted page: title, description, link preview and the text without scripts', async () => {
    const article = await get('/info/kb/reset-your-password', { 'accept-language': 'ru' });
    expect(article.statusCode).toBe(200);
    expect(article.headers['content-type']).toMatch(/^text\/html/);
    expect(article.headers.vary).toMatch(/Accept-Language/);
    expect(article.headers['content-security-policy']).toContain("style-src 'self' 'sha256-YXJ0aWNsZQ==';");
    expect(article.body).toContain('<title>Как восстановить пароль · Hosting</title>');
    expect(article.body).not.toContain('site:ru');
    expect(article.body).toMatch(/<meta name="description" content="[^"]{20,}" \/>/);
    expect(article.body).toContain('<meta property="og:title" content="Как восстановить пароль" />');
    expect(article.body).toMatch(/<noscript><article lang="ru"><h1>Как восстановить пароль<\/h1><p>/);
    // The app's own root is the painted frame, untouched: hydration matches it.
    expect(article.body).toContain('<div id="root">kb-article:ru</div>');
  });

  it('escapes an article title in the head and keeps its sanitized text', async () => {
    const article = await get('/info/kb/quoted-title', { 'accept-language': 'en' });
    expect(article.statusCode).toBe(200);
    expect(article.body).toContain('<title>Narx &quot;5 000&quot; &lt;so‘m&gt; · Hosting</title>');
    expect(article.body).toContain('content="Narx &quot;5 000&quot; &lt;so‘m&gt;"');
    expect(article.body).toContain('<strong>qalin</strong>');
    expect(article.body).not.toContain('<script>alert(1)');
    // Written in uz only: the text says its own language.
    expect(article.body).toContain('<article lang="uz-Latn">');
  });

  it.each([
    ['a draft', '/info/kb/still-a-draft'],
    ['an unknown slug', '/info/kb/no-such-article'],
    ['an overlong slug', `/info/kb/${'a'.repeat(500)}`],
  ])('answers %s with the painted page and status 404', async (_name, url) => {
    const response = await get(url, { 'accept-language': 'ru' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('kb-article:ru');
    expect(response.body).toContain('<title>Hosting</title>');
  });

  it.each([
    ['an undecodable address', '/info/kb/%E0%A4%A', 400],
    ['a NUL byte', '/info/kb/reset%00your', 422],
  ])('refuses %s before any page is looked up', async (_name, url, status) => {
    const response = await get(url, { 'accept-language': 'ru' });
    expect(response.statusCode).toBe(status);
    expect(response.body).not.toContain('kb-article');
  });

  it('keeps the query out of the page lookup', async () => {
    const response = await get('/login?next=%2Fprofile', { 'accept-language': 'en' });
    expect(response.body).toContain('login:en');
  });

  it.each(['/profile', '/news/12', '/user/demo'])(
    'answers %s (a route, not prerendered) with index.html',
    async (url) => {
      const response = await get(url, { 'accept-language': 'ru' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('<!doctype html><div id="root"></div>');
    },
  );

  it('answers a path no route knows with status 404 and the not-found page in the language', async () => {
    const response = await get('/no/such/page', { 'accept-language': 'ru' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('not-found:ru');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });

  it('sends the brotli copy to a browser that accepts it', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-language': 'en', 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('home:en');
  });

  it('still answers unknown /api paths with the JSON 404', async () => {
    const response = await get('/api/client/nowhere');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: false, code: 'NOT_FOUND' });
  });
});
