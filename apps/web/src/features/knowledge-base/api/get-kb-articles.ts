import { type KbArticleSummary, kbArticleSummarySchema, kbPaths } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';

const listSchema = z.array(kbArticleSummarySchema);

export async function getKbArticles(query: string, signal?: AbortSignal): Promise<KbArticleSummary[]> {
  const search = query ? `?${new URLSearchParams({ q: query })}` : '';
  return (await apiRequest(`${kbPaths.list}${search}`, { schema: listSchema, ...(signal ? { signal } : {}) }))
    .data;
}

// The language is part of the key: the server answers texts in the request's language.
export const kbArticlesQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ['kb', 'list', currentLanguage(), query],
    queryFn: ({ signal }) => getKbArticles(query, signal),
  });

/** Published articles, or those matching `query`; the last answer stays on screen while the next loads. */
export function useKbArticles(query: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...kbArticlesQueryOptions(query), placeholderData: keepPreviousData, ...options });
}
