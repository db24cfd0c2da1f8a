import { type NewsItem, newsItemSchema, newsPaths } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';

export const NEWS_PAGE_SIZE = 10;

const listSchema = z.array(newsItemSchema);

export async function getNews(
  page: number,
  signal?: AbortSignal,
): Promise<{ items: NewsItem[]; total: number }> {
  const query = new URLSearchParams({ page: String(page), per_page: String(NEWS_PAGE_SIZE) });
  const answer = await apiRequest(`${newsPaths.list}?${query}`, {
    schema: listSchema,
    ...(signal ? { signal } : {}),
  });
  return { items: answer.data, total: answer.total ?? 0 };
}

// The language is part of the key: the server answers texts in the request's language.
export const newsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['news', 'list', currentLanguage(), page],
    queryFn: ({ signal }) => getNews(page, signal),
  });

/** One page of published news, newest first; the previous page stays on screen while the next loads. */
export function useNews(page: number) {
  return useQuery({ ...newsQueryOptions(page), placeholderData: keepPreviousData });
}
