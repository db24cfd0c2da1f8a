import { type ComponentType, lazy } from 'react';

// No import of the query library here: this module is in the entry every visitor loads.

/**
 * `load`'s component inside the page's query client, loaded together with the query library (./query-provider):
 * for the lazy parts of the page that query, so that a first screen that does not (the home page) paints and
 * hydrates without it.
 */
export async function withQueries<Props extends object>(
  load: Promise<ComponentType<Props>>,
): Promise<ComponentType<Props>> {
  const [Component, { QueryProvider }] = await Promise.all([load, import('./query-provider')]);
  return function WithQueries(props: Props) {
    return (
      <QueryProvider>
        <Component {...props} />
      </QueryProvider>
    );
  };
}

/** React.lazy for a part that queries: its module and the query library load together, on its first render. */
export const lazyWithQueries = <Props extends object>(load: () => Promise<ComponentType<Props>>) =>
  lazy(async () => ({ default: await withQueries(load()) }));
