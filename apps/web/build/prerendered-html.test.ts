import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { paths } from '../src/config/paths';
import { cspHashOf, fillTemplate, PRERENDERED_PAGES, styleText } from './prerendered-html';

const template = [
  '<!doctype html>',
  '<html lang="uz-Latn">',
  '<head><meta name="description" content="Xosting" /><link rel="stylesheet" href="/assets/index.css">',
  '<link rel="manifest" href="/manifest.uz.webmanifest" />',
  '<script src="/theme-init.js"></script>',
  '<script type="module" crossorigin src="/assets/index.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react.js"></head>',
  '<body><div id="root"></div></body></html>',
].join('');

describe('fillTemplate', () => {
  const html = fillTemplate(template, {
    markup: '<main>Вход $& $1</main>',
    lang: 'ru',
    langTag: 'ru',
    description: 'Хостинг "и" домены <b>',
  });

  it('puts the markup into #root as text, even with replacement patterns in it', () => {
    expect(html).toContain('<div id="root"><main>Вход $& $1</main></div>');
  });

  it('marks the language for the browser and for the app', () => {
    expect(html).toContain('<html lang="ru" data-lang="ru">');
  });

  it('writes the description in the language, escaped', () => {
    expect(html).toContain('<meta name="description" content="Хостинг &quot;и&quot; домены &lt;b>" />');
    expect(html).not.toContain('content="Xosting"');
  });

  it('links the manifest of the language, so the installed app is named in it', () => {
    expect(html).toContain('<link rel="manifest" href="/manifest.ru.webmanifest" />');
    expect(html).not.toContain('manifest.uz.webmanifest');
  });

  it('names the entry script and its preloads for after the first frame instead of carrying them', () => {
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    const data =
      /<script type="application\/json" id="deferred-entry">(.*?)<\/script>\s*<script src="\/theme-init.js">/.exec(
        html,
      );
    expect(JSON.parse(data?.[1] ?? 'null')).toEqual({
      entry: '/assets/index.js',
      preload: ['/assets/react.js'],
    });
    expect(html).toContain('<link rel="stylesheet" href="/assets/index.css">');
  });

  it('names the lazy namespaces the page needs, and preloads their chunks with the entry', () => {
    const page = fillTemplate(template, {
      markup: '<main>Qoidalar</main>',
      lang: 'ru',
      langTag: 'ru',
      namespaces: ['content'],
      namespaceFiles: ['/assets/content-ru.js', '/assets/content-uz.js'],
    });
    expect(page).toContain('<html lang="ru" data-lang="ru" data-namespaces="content">');
    const data = /id="deferred-entry">(.*?)<\/script>/.exec(page);
    expect(JSON.parse(data?.[1] ?? 'null').preload).toEqual([
      '/assets/react.js',
      '/assets/content-ru.js',
      '/assets/content-uz.js',
    ]);
  });

  it("carries the page's stylesheets and the theme script inline, so the first paint waits for no request", () => {
    const linked = template.replace(
      '<link rel="stylesheet" href="/assets/index.css">',
      '<link rel="stylesheet" crossorigin href="/assets/index.css"><link rel="stylesheet" crossorigin href="/assets/kit.css">',
    );
    const styles = [
      { href: '/assets/index.css', css: 'body{color:red}' },
      { href: '/assets/home.css', css: '.home{color:blue}' },
    ];
    const page = fillTemplate(linked, {
      markup: '<main>Kirish</main>',
      lang: 'uz',
      langTag: 'uz-Latn',
      inline: { styles, themeScript: '(()=>{document.title="x"})();' },
    });
    // One element, in cascade order, whose text is what the page's CSP hash is taken of.
    expect(page).toContain(`<style>${styleText(styles)}</style>`);
    expect(styleText(styles)).toBe('body{color:red}.home{color:blue}');
    expect(page).toContain('<script>(()=>{document.title="x"})();</script>');
    expect(page).not.toContain('src="/theme-init.js"');
    // Every stylesheet the page carries is named by a disabled link (fetched by nobody), and no other is linked.
    const links = [...page.matchAll(/<link rel="stylesheet"[^>]*>/g)].map(([tag]) => tag);
    expect(links).toEqual([
      '<link rel="stylesheet" href="/assets/index.css" disabled>',
      '<link rel="stylesheet" href="/assets/home.css" disabled>',
    ]);
    // The entry is still named for after the first frame, read by the inline script that follows it.
    expect(page.indexOf('id="deferred-entry"')).toBeLessThan(page.indexOf('<script>(()'));
    expect(() =>
      fillTemplate(template, {
        markup: '',
        lang: 'uz',
        langTag: 'uz-Latn',
        inline: {
          styles: [{ href: '/assets/a.css', css: 'a{}</style><script>alert(1)</script>' }],
          themeScript: '',
        },
      }),
    ).toThrow(/close its <style>/);
  });

  it("keeps only the page's own route's scripts in the first-screen map (it carries the styles), and every language's messages", () => {
    const map = {
      prefix: '/assets/',
      routes: [
        ['/', ['home.js']],
        ['/info/kb/:slug', ['article.js', 'card.js', 'article.css']],
      ],
      locales: { uz: ['common-uz.js'], ru: ['common-ru.js'] },
    };
    const mapped = template.replace(
      '<head>',
      `<head><script type="application/json" id="first-screen">${JSON.stringify(map)}</script>`,
    );
    const page = (route: string) => {
      const html = fillTemplate(mapped, { markup: '', lang: 'uz', langTag: 'uz-Latn', route });
      return JSON.parse(/id="first-screen">(.*?)<\/script>/.exec(html)?.[1] ?? 'null');
    };
    expect(page('/info/kb/:slug')).toEqual({
      ...map,
      routes: [['/info/kb/:slug', ['article.js', 'card.js']]],
    });
    expect(page('/__not-found__').routes).toEqual([]);
    expect(() => fillTemplate(template, { markup: '', lang: 'uz', langTag: 'uz-Latn', route: '/' })).toThrow(
      /first-screen/,
    );
  });

  it('hashes a text the way a CSP source names it', () => {
    const text = 'body{color:red}';
    expect(cspHashOf(text)).toBe(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
  });

  it('refuses a template without an empty root, or without the entry script', () => {
    expect(() =>
      fillTemplate('<html lang="uz"><div id="root">x</div>', { markup: '', lang: 'uz', langTag: 'uz' }),
    ).toThrow(/root/);
    expect(() =>
      fillTemplate('<html lang="uz"><div id="root"></div>', { markup: '', lang: 'uz', langTag: 'uz' }),
    ).toThrow(/entry/);
  });
});

describe('the prerendered pages', () => {
  it('are routes of the app, and the not-found page is at a path no route matches', () => {
    const routePaths = Object.values(paths).map((route) => route.path as string);
    for (const [page, url] of Object.entries(PRERENDERED_PAGES)) {
      if (page === 'not-found') expect(routePaths).not.toContain(url);
      else expect(routePaths).toContain(url);
    }
  });
});
