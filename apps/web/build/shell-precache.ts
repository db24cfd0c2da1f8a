import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { VitePWAOptions } from 'vite-plugin-pwa';
import { KIT_NAMESPACES, LAZY_NAMESPACES } from '../src/lib/lazy-namespaces.ts';
import { type BuiltChunk, pageStylesheets, staticClosure } from './page-styles.ts';
import { PRERENDERED_PAGES } from './prerendered-html.ts';

type ManifestTransform = NonNullable<NonNullable<VitePWAOptions['workbox']>['manifestTransforms']>[number];

export type { BuiltChunk };

/** The lazy parts the shell itself may show: the offline screen and the update prompt. */
const SHELL_PARTS = [
  'src/features/pwa/components/offline-screen.tsx',
  'src/features/pwa/components/update-prompt.tsx',
];
const localeModule = /\/locales\/[^/]+\/([^/]+)\.json$/;

/**
 * The files a start needs before it shows anything, offline included: the entry with its static imports, the
 * shell's own lazy parts, and every language's messages that load before a first render (the non-lazy namespaces and the kit's texts). Every other
 * chunk, some 500 KB compressed of screens the visitor may never open, is cached when first fetched instead.
 */
export function shellFiles(manifest: Record<string, BuiltChunk>): Set<string> {
  const seen = new Set<string>();
  const files = new Set<string>();
  const withImports = (key: string) => {
    for (const part of staticClosure(manifest, key, seen)) {
      const chunk = manifest[part];
      if (!chunk) continue;
      files.add(chunk.file);
      for (const css of chunk.css ?? []) files.add(css);
    }
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) withImports(key);
    if (SHELL_PARTS.some((part) => key.endsWith(part))) withImports(key);
    const ns = localeModule.exec(key)?.[1];
    if (ns && (!LAZY_NAMESPACES.includes(ns) || KIT_NAMESPACES.includes(ns))) withImports(key);
  }
  return files;
}

/**
 * The stylesheets the prerendered pages carry inline. A visit to such a page caches its screen's chunks (they load
 * when it hydrates) but never fetches these, which an offline start of the same screen from the cached shell
 * then asks for. Every other screen's stylesheet is fetched, and cached, with its chunk.
 */
export function inlinedStylesheets(manifest: Record<string, BuiltChunk>): Set<string> {
  return new Set(Object.values(PRERENDERED_PAGES).flatMap((url) => pageStylesheets(manifest, url)));
}

/**
 * Workbox's precache list cut to the shell (shellFiles, with its stylesheets), the stylesheets the prerendered
 * pages carry inline and the files outside assets/ (index.html, theme-init.js, the icon), read from the build
 * manifest in `outDir`.
 */
export const shellOnly =
  (outDir: string): ManifestTransform =>
  async (entries) => {
    const manifest = JSON.parse(
      await readFile(path.join(outDir, '.vite', 'manifest.json'), 'utf8'),
    ) as Record<string, BuiltChunk>;
    const shell = shellFiles(manifest);
    if (shell.size === 0) throw new Error('the build manifest names no entry');
    for (const css of inlinedStylesheets(manifest)) shell.add(css);
    const kept = entries.filter((entry) => !entry.url.startsWith('assets/') || shell.has(entry.url));
    return { manifest: kept, warnings: [] };
  };
