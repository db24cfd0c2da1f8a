import type { Plugin } from 'vite';
import { routeFiles } from '../src/app/route-files.ts';
import { paths } from '../src/config/paths.ts';
import { LAZY_NAMESPACES } from '../src/lib/lazy-namespaces.ts';

/** What the build knows of a chunk: enough to follow its static imports. */
export interface ChunkInfo {
  fileName: string;
  facadeModuleId: string | null;
  isEntry: boolean;
  imports: readonly string[];
  /** The stylesheets of the chunk's own modules. */
  css?: readonly string[];
}

/**
 * Route pattern → chunks, and language → message chunks, as file names under `prefix`;
 * public/theme-init.js reads it from the page.
 */
export interface FirstScreenMap {
  prefix: string;
  routes: [pattern: string, files: string[]][];
  locales: Record<string, string[]>;
}

const routeModule = /\/src\/app\/routes\/([^/]+)\.tsx$/;
const localeModule = /\/src\/locales\/([^/]+)\/([^/]+)\.json$/;

/**
 * Without this the browser learns of the screen's chunk and the messages only after the entry has run, then of
 * their imports after those arrive: a chain of round trips on a slow phone network. The map names, for each
 * route, its screen chunk with everything it imports statically (and their stylesheets, which Vite's preload helper
 * would otherwise ask for only when the entry imports the screen), and for each language its first-render
 * message chunks, so the page can ask for all of them at once while the entry downloads.
 */
export function firstScreenMap(chunks: readonly ChunkInfo[], base = '/'): FirstScreenMap {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  const loadedWithEntry = new Set<string>();
  const closure = (fileName: string, into: Set<string>) => {
    if (into.has(fileName) || loadedWithEntry.has(fileName)) return into;
    into.add(fileName);
    for (const imported of byFile.get(fileName)?.imports ?? []) closure(imported, into);
    return into;
  };
  if (entry) closure(entry.fileName, loadedWithEntry);
  const prefix = `${base}assets/`;
  // Every chunk is written under assets/; the prefix is said once to keep the page small.
  const url = (files: Iterable<string>) => [...files].map((file) => file.replace(/^assets\//, ''));

  const screenChunk = new Map<string, string>();
  const locales: Record<string, string[]> = {};
  for (const chunk of chunks) {
    const id = chunk.facadeModuleId ?? '';
    const screen = routeModule.exec(id);
    if (screen?.[1]) screenChunk.set(screen[1], chunk.fileName);
    const locale = localeModule.exec(id);
    if (locale?.[1] && locale[2] && !LAZY_NAMESPACES.includes(locale[2])) {
      locales[locale[1]] = [...(locales[locale[1]] ?? []), ...url(closure(chunk.fileName, new Set()))];
    }
  }
  for (const lang of Object.keys(locales)) locales[lang]?.sort();

  const routes: FirstScreenMap['routes'] = [];
  for (const [name, route] of Object.entries(paths)) {
    const file = screenChunk.get(routeFiles[name as keyof typeof routeFiles]);
    if (!file) continue;
    const files = closure(file, new Set());
    const css = [...files].flatMap((name) => byFile.get(name)?.css ?? []);
    routes.push([route.path, url([...files, ...css])]);
  }
  return { prefix, routes, locales };
}

/** Puts the map into index.html, before the render-blocking theme script that turns it into preloads. */
export function firstScreenPreload(): Plugin {
  return {
    name: 'first-screen-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunks = Object.values(context.bundle ?? {}).flatMap((output) =>
          output.type === 'chunk'
            ? [
                {
                  fileName: output.fileName,
                  facadeModuleId: output.facadeModuleId,
                  isEntry: output.isEntry,
                  imports: output.imports,
                  css: [...(output.viteMetadata?.importedCss ?? [])],
                },
              ]
            : [],
        );
        // `<` is escaped so no file name can close the script element.
        const json = JSON.stringify(firstScreenMap(chunks)).replaceAll('<', '\\u003c');
        return [
          {
            tag: 'script',
            attrs: { type: 'application/json', id: 'first-screen' },
            children: json,
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}
