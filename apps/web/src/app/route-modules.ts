import type { RouteObject } from 'react-router';

export { routeFiles } from './route-files';

type RouteModule = { Component: NonNullable<RouteObject['Component']> };

// Each screen is its own lazy chunk, so home and login download only what they render.
const modules = import.meta.glob<RouteModule>(['./routes/*.tsx', '!./routes/*.test.tsx']);

export const hasRouteModule = (file: string): boolean => `./routes/${file}.tsx` in modules;

export function loadRouteModule(file: string): () => Promise<RouteModule> {
  const load = modules[`./routes/${file}.tsx`];
  return async () => {
    if (!load) throw new Error(`Missing route module src/app/routes/${file}.tsx`);
    const { Component } = await load();
    return { Component };
  };
}
