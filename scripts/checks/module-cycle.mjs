// The modules under apps/api/src/modules/ depend one way: the graph of imports between their folders has no cycle.
// Read from dependency-cruiser's result (scripts/check-imports.mjs); a schema file's import of another module's
// schema file is a foreign key, a fact of the database rather than a call, so it is not an edge.

const MODULE = /^apps\/api\/src\/modules\/([^/]+)\//;

/** Module → the modules it imports, from dependency-cruiser's modules (paths relative to the repository). */
export function moduleGraph(modules) {
  const graph = new Map();
  for (const { source, dependencies } of modules) {
    const own = source.match(MODULE)?.[1];
    if (!own) continue;
    if (!graph.has(own)) graph.set(own, new Set());
    if (source.endsWith('.schema.ts')) continue;
    for (const { resolved } of dependencies) {
      const other = resolved.match(MODULE)?.[1];
      if (other && other !== own) graph.get(own).add(other);
    }
  }
  return graph;
}

/** One cycle of the module graph, as the modules walked (the first one repeated at the end), or null. */
export function findCycle(modules) {
  const graph = moduleGraph(modules);
  const state = new Map();
  const path = [];
  const visit = (node) => {
    state.set(node, 'open');
    path.push(node);
    for (const next of [...(graph.get(node) ?? [])].sort()) {
      if (state.get(next) === 'open') return [...path.slice(path.indexOf(next)), next];
      if (!state.has(next)) {
        const found = visit(next);
        if (found) return found;
      }
    }
    path.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of [...graph.keys()].sort()) {
    if (!state.has(node)) {
      const found = visit(node);
      if (found) return found;
    }
  }
  return null;
}
