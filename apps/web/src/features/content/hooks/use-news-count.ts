import { newsPaths } from '@portal/contracts';
import { apiRequest } from '@/lib/api-client';
import { countUnseen, useNewsSeenAt } from '@/lib/news-seen';
import { oneRequestStore } from '@/lib/one-request-store';

/** The newest items are enough to count: more unseen news than a page reads as a full badge all the same. */
const RECENT_COUNT = 20;

type RecentNews = { publishedTimes: string[]; total: number };

// The home screen paints without zod and without the query library: the schema (zod/mini) comes with the request,
// and a small store keeps the answer.
const newsListAnswer = {
  load: () => import('@portal/contracts/visitor-answers').then((module) => module.newsListSchema),
};

async function getRecentNews(): Promise<RecentNews> {
  const answer = await apiRequest(`${newsPaths.list}?per_page=${RECENT_COUNT}`, { schema: newsListAnswer });
  return { publishedTimes: answer.data.map((item) => item.published_at), total: answer.total ?? 0 };
}

// As the query it replaces: fresh for 30 s (coming back to the home page later asks again), retried twice.
export const recentNews = oneRequestStore(getRecentNews, { freshForMs: 30_000, retries: 2 });

/**
 * The news counter of the home menu (docs/product/overview.md): the news not seen yet in this browser (see lib/news-seen), all
 * of them before the list was first opened; 0 until the answer comes, or when it fails.
 */
export function useNewsCount(): number {
  const seenAt = useNewsSeenAt();
  const recent = recentNews.useAnswer();
  if (!recent) return 0;
  if (seenAt === null) return recent.total;
  return countUnseen(recent.publishedTimes, seenAt);
}
