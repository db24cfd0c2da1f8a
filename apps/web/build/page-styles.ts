import { routeFiles } from '../src/app/route-files.ts';
import { paths } from '../src/config/paths.ts';

/** What Vite's build manifest (dist/.vite/manifest.json) says of a chunk's static imports and stylesheets. */
export interface StyledChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/**
 * The stylesheets a prerendered page needs, as paths under the build folder, in cascade order: the entry's (with
 * its static imports), then those of the route's screen chunk and its static imports that the entry does not
 * already bring. A module's imports come before it, the order in which Vite's preload helper links them when the
 * app navigates to the screen, so a screen's own rules still win over those of the parts it uses. A route pattern
 * no screen has (the not-found page) gets the entry's alone.
 */
export function pageStylesheets(manifest: Record<string, StyledChunk>, route: string): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const collect = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) collect(imported);
    for (const css of chunk.css ?? []) if (!files.includes(css)) files.push(css);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(key);
  const name = (Object.keys(paths) as (keyof typeof paths)[]).find((key) => paths[key].path === route);
  if (name) {
    const screen = `src/app/routes/${routeFiles[name]}.tsx`;
    if (!manifest[screen]) throw new Error(`no chunk for ${screen} in the build manifest`);
    collect(screen);
  }
  return files;
}
