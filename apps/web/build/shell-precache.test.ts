import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { type BuiltChunk, shellFiles, shellOnly } from './shell-precache';

const manifest: Record<string, BuiltChunk> = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_framework-1.js', '_app-1.js'] },
  '_framework-1.js': { file: 'assets/framework-1.js' },
  '_app-1.js': { file: 'assets/app-1.js', imports: ['_framework-1.js'], css: ['assets/app-1.css'] },
  'src/features/pwa/components/offline-screen.tsx': {
    file: 'assets/offline-screen-1.js',
    imports: ['_app-1.js'],
  },
  'src/features/pwa/components/update-prompt.tsx': {
    file: 'assets/update-prompt-1.js',
    imports: ['_app-1.js'],
  },
  'src/app/routes/home.tsx': {
    file: 'assets/home-1.js',
    imports: ['_card-1.js'],
    css: ['assets/home-1.css'],
  },
  '_card-1.js': { file: 'assets/card-1.js', css: ['assets/card-1.css'] },
  'src/app/routes/order.tsx': { file: 'assets/order-1.js', css: ['assets/order-1.css'] },
  ...Object.fromEntries(
    ['news', 'info', 'kb', 'kb-article', 'rules', 'payments', 'login', 'registration', 'forgot-password'].map(
      (name) => [`src/app/routes/${name}.tsx`, { file: `assets/${name}-1.js` }],
    ),
  ),
  'src/locales/ru/common.json': { file: 'assets/common-ru.js' },
  'src/locales/tj/common.json': { file: 'assets/common-tj.js' },
  'src/locales/ru/hosting.json': { file: 'assets/hosting-ru.js' },
  '../../packages/web-kit/src/locales/uz/errors.json': { file: 'assets/errors-uz.js' },
};

describe('the precached shell', () => {
  it('is the entry with its imports, the offline screen, the update prompt, and the first messages of every language', () => {
    expect([...shellFiles(manifest)].sort()).toEqual([
      'assets/app-1.css',
      'assets/app-1.js',
      'assets/common-ru.js',
      'assets/common-tj.js',
      'assets/errors-uz.js',
      'assets/framework-1.js',
      'assets/index-1.js',
      'assets/offline-screen-1.js',
      'assets/update-prompt-1.js',
    ]);
  });

  it("leaves out the screens and the lazy namespaces, keeps the prerendered pages' stylesheets and the files outside assets/", async () => {
    const entry = (url: string) => ({ url, revision: null, size: 1 });
    const outDir = await writeManifest(manifest);
    const { manifest: kept } = await shellOnly(outDir)([
      entry('index.html'),
      entry('theme-init.js'),
      entry('assets/app-1.css'),
      entry('assets/home-1.css'),
      entry('assets/card-1.css'),
      entry('assets/order-1.css'),
      entry('assets/index-1.js'),
      entry('assets/home-1.js'),
      entry('assets/card-1.js'),
      entry('assets/hosting-ru.js'),
    ]);
    // The home page carries its screen's stylesheets inline, so a visit never fetches them; the order screen's
    // come with its chunk.
    expect(kept.map((item) => item.url)).toEqual([
      'index.html',
      'theme-init.js',
      'assets/app-1.css',
      'assets/home-1.css',
      'assets/card-1.css',
      'assets/index-1.js',
    ]);
  });
});

async function writeManifest(content: Record<string, BuiltChunk>): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'shell-precache-'));
  onTestFinished(() => rm(dir, { recursive: true, force: true }));
  await mkdir(path.join(dir, '.vite'));
  await writeFile(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(content));
  return dir;
}
