import { describe, expect, it } from 'vitest';
import { routeFiles } from '../src/app/route-files';
import { paths } from '../src/config/paths';
import {
  fillTemplate,
  PAGE_ROUTE_FILES,
  PRERENDERED_PAGES,
  screenStylesheets,
  type ViteManifest,
} from './prerendered-html';

const template = [
  '<!doctype html>',
  '<html lang="uz-Latn">',
  '<head><meta name="description" content="Xosting" /><link rel="stylesheet" href="/assets/index.css"></head>',
  '<body><div id="root"></div></body></html>',
].join('');

describe('fillTemplate', () => {
  const html = fillTemplate(template, {
    markup: '<main>Вход $& $1</main>',
    lang: 'ru',
    langTag: 'ru',
    description: 'Хостинг "и" домены <b>',
    stylesheets: ['/assets/login.css'],
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

  it("links the screen's stylesheets in the head", () => {
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/login.css"></head>');
  });

  it('refuses a template without an empty root', () => {
    expect(() =>
      fillTemplate('<html lang="uz"><div id="root">x</div>', { markup: '', lang: 'uz', langTag: 'uz' }),
    ).toThrow(/root/);
  });
});

describe('screenStylesheets', () => {
  const manifest: ViteManifest = {
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      css: ['assets/index.css'],
      imports: ['_page.js'],
    },
    '_page.js': { file: 'assets/page.js', css: ['assets/page.css'] },
    '_form.js': { file: 'assets/form.js', css: ['assets/form.css'], imports: ['_page.js', '_field.js'] },
    '_field.js': { file: 'assets/field.js', css: ['assets/field.css'], imports: ['_form.js'] },
    'src/app/routes/login.tsx': { file: 'assets/login.js', imports: ['_form.js'] },
  };

  it("lists the screen's own and imported stylesheets that the entry does not link already", () => {
    expect(screenStylesheets(manifest, 'login').sort()).toEqual(['/assets/field.css', '/assets/form.css']);
  });

  it('lists none for a page that is part of the entry', () => {
    expect(screenStylesheets(manifest, null)).toEqual([]);
  });
});

describe('the prerendered pages', () => {
  it('are routes of the app, each with its screen module', () => {
    const routePaths = Object.values(paths).map((route) => route.path as string);
    const files = new Set(Object.values(routeFiles));
    for (const [page, url] of Object.entries(PRERENDERED_PAGES)) {
      const file = PAGE_ROUTE_FILES[page as keyof typeof PRERENDERED_PAGES];
      if (file === null) {
        expect(routePaths).not.toContain(url);
        continue;
      }
      expect(routePaths).toContain(url);
      expect(files).toContain(file);
    }
  });
});
