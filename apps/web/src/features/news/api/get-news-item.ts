import { type NewsItem, newsItemPath, newsItemSchema } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';

export async function getNewsItem(id: number, signal?: AbortSignal): Promise<NewsItem> {
  return (await apiRequest(newsItemPath(id), { schema: newsItemSchema, ...(signal ? { signal } : {}) })).data;
}

export function useNewsItem(id: number) {
  return useQuery({
    queryKey: ['news', 'item', currentLanguage(), id],
    queryFn: ({ signal }) => getNewsItem(id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });
}
