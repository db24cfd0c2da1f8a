import { describe, expect, it } from 'vitest';
import { type ChunkInfo, firstScreenMap } from './first-screen-preload';

const chunk = (
  fileName: string,
  facadeModuleId: string | null,
  imports: string[] = [],
  isEntry = false,
  css: string[] = [],
) => ({ fileName, facadeModuleId, imports, isEntry, css });

const bundle: ChunkInfo[] = [
  chunk('assets/index-1.js', '/app/index.html', ['assets/react-1.js', 'assets/i18n-1.js'], true, [
    'assets/index-1.css',
  ]),
  chunk('assets/react-1.js', null),
  chunk('assets/i18n-1.js', null),
  chunk(
    'assets/home-1.js',
    '/app/src/app/routes/home.tsx',
    ['assets/react-1.js', 'assets/lead-1.js'],
    false,
    ['assets/home-1.css'],
  ),
  chunk('assets/lead-1.js', null, ['assets/icon-1.js'], false, ['assets/lead-1.css']),
  chunk('assets/icon-1.js', null),
  chunk('assets/news-item-1.js', '/app/src/app/routes/news-item.tsx', ['assets/card-1.js']),
  chunk('assets/card-1.js', null),
  chunk('assets/common-uz.js', '/app/src/locales/uz/common.json'),
  chunk('assets/common-ru.js', '/app/src/locales/ru/common.json'),
  chunk('assets/auth-ru.js', '/app/src/locales/ru/auth.json'),
  chunk('assets/hosting-ru.js', '/app/src/locales/ru/hosting.json'),
];

describe('first-screen preload map', () => {
  const map = firstScreenMap(bundle);

  it('lists each route with its screen chunk, what it imports and their stylesheets, without what the entry already loads', () => {
    expect(map.prefix).toBe('/assets/');
    expect(map.routes).toContainEqual([
      '/',
      ['home-1.js', 'lead-1.js', 'icon-1.js', 'home-1.css', 'lead-1.css'],
    ]);
    expect(map.routes).toContainEqual(['/news/:id', ['news-item-1.js', 'card-1.js']]);
    expect(map.routes.find(([pattern]) => pattern === '/login')).toBeUndefined();
  });

  it('lists the first-render messages of each language, leaving the lazy namespaces to their screens', () => {
    expect(map.locales).toEqual({ uz: ['common-uz.js'], ru: ['auth-ru.js', 'common-ru.js'] });
  });

  it('takes a base path for an app served under a prefix', () => {
    expect(firstScreenMap(bundle, '/admin/').prefix).toBe('/admin/assets/');
  });
});
