import { newsPaths } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { countUnseen, useNewsSeenAt } from '@/lib/news-seen';

/** The newest items are enough to count: more unseen news than a page reads as a full badge all the same. */
const RECENT_COUNT = 20;

type RecentNews = { publishedTimes: string[]; total: number };

// The home screen paints without zod: the schema comes with the request.
const newsListAnswer = {
  load: () => import('@portal/contracts/news').then((module) => module.newsItemSchema.array()),
};

async function getRecentNews(signal?: AbortSignal): Promise<RecentNews> {
  const answer = await apiRequest(`${newsPaths.list}?per_page=${RECENT_COUNT}`, {
    schema: newsListAnswer,
    ...(signal ? { signal } : {}),
  });
  return { publishedTimes: answer.data.map((item) => item.published_at), total: answer.total ?? 0 };
}

/**
 * The news counter of the home menu (docs/product/overview.md): the news not seen yet in this browser (see lib/news-seen), all
 * of them before the list was first opened; 0 until the answer comes, or when it fails.
 */
export function useNewsCount(): number {
  const seenAt = useNewsSeenAt();
  const recent = useQuery({ queryKey: ['news', 'recent'], queryFn: ({ signal }) => getRecentNews(signal) });
  if (!recent.data) return 0;
  if (seenAt === null) return recent.data.total;
  return countUnseen(recent.data.publishedTimes, seenAt);
}
