import { routeFiles } from '../src/app/route-files.ts';
import { paths } from '../src/config/paths.ts';

/** What Vite's build manifest (dist/.vite/manifest.json) says of a chunk: its static imports and stylesheets. */
export interface BuiltChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/**
 * The manifest keys of `key` and everything it imports statically, skipping those in `seen` (which it fills), each
 * after what it imports: the order in which Vite's preload helper links a screen's parts' stylesheets.
 */
export function staticClosure(
  manifest: Record<string, BuiltChunk>,
  key: string,
  seen = new Set<string>(),
): string[] {
  if (!manifest[key] || seen.has(key)) return [];
  seen.add(key);
  const imported = (manifest[key].imports ?? []).flatMap((name) => staticClosure(manifest, name, seen));
  return [...imported, key];
}

/**
 * The stylesheets a prerendered page needs, as paths under the build folder, in cascade order: the entry's (with
 * its static imports), then those of the route's screen chunk and its static imports that the entry does not
 * already bring. A module's imports come before it, the order in which Vite's preload helper links them when the
 * app navigates to the screen, so a screen's own rules still win over those of the parts it uses. A route pattern
 * no screen has (the not-found page) gets the entry's alone.
 */
export function pageStylesheets(manifest: Record<string, BuiltChunk>, route: string): string[] {
  const seen = new Set<string>();
  const keys = Object.keys(manifest)
    .filter((key) => manifest[key]?.isEntry)
    .flatMap((key) => staticClosure(manifest, key, seen));
  const name = (Object.keys(paths) as (keyof typeof paths)[]).find((key) => paths[key].path === route);
  if (name) {
    const screen = `src/app/routes/${routeFiles[name]}.tsx`;
    if (!manifest[screen]) throw new Error(`no chunk for ${screen} in the build manifest`);
    keys.push(...staticClosure(manifest, screen, seen));
  }
  return [...new Set(keys.flatMap((key) => manifest[key]?.css ?? []))];
}
