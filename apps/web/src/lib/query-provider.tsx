import { type QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext } from 'react';
import { createQueryClient } from './query-client';

let pageClient: QueryClient | undefined;

/** The page's one query client, made when the first part that queries loads (see ./query-scope.tsx). */
export const pageQueryClient = (): QueryClient => {
  pageClient ??= createQueryClient();
  return pageClient;
};

/**
 * Gives its part of the page the query client. Each lazy part that queries (a screen, the header's bell) brings
 * one, so the query library loads with the first of them instead of with every visitor's first screen; they all
 * share the page's client. Under a client already given (a test's, an outer part's) it adds nothing.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  if (outer) return children;
  return <QueryClientProvider client={pageQueryClient()}>{children}</QueryClientProvider>;
}
