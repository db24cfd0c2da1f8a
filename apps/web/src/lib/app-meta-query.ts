import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadAppMeta } from './app-meta';

export const appMetaQueryOptions = () =>
  queryOptions({ queryKey: ['app-meta'], queryFn: loadAppMeta, staleTime: Infinity });

/** The app meta as a query, for a screen that shows its loading state (the support page's contacts). */
export const useAppMetaQuery = () => useQuery(appMetaQueryOptions());
