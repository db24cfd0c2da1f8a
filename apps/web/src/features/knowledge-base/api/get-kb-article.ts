import { type KbArticle, kbArticlePath, kbArticleSchema } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';

export async function getKbArticle(slug: string, signal?: AbortSignal): Promise<KbArticle> {
  return (await apiRequest(kbArticlePath(slug), { schema: kbArticleSchema, ...(signal ? { signal } : {}) }))
    .data;
}

export const kbArticleQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['kb', 'article', currentLanguage(), slug],
    queryFn: ({ signal }) => getKbArticle(slug, signal),
  });

/** One published article, its text already rendered and sanitized by the server. */
export function useKbArticle(slug: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...kbArticleQueryOptions(slug), ...options });
}
