// Vite's build manifest (dist/.vite/manifest.json), read by the bundle benches.

/**
 * The chunk under `key` and everything it imports statically, as file names added to `into`: what the browser
 * must fetch before the chunk runs.
 */
export const staticImportsOf = (manifest, key, into = new Set()) => {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticImportsOf(manifest, imported, into);
  return into;
};
