import { newsPaths } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** How many news items are published: the list's total, asked for with the smallest page. */
async function getNewsCount(signal?: AbortSignal): Promise<number> {
  const answer = await apiRequest<unknown>(`${newsPaths.list}?per_page=1`, signal ? { signal } : {});
  return answer.total ?? 0;
}

/** The news counter of the home menu (spec §2); 0 until the answer comes, or when it fails. */
export function useNewsCount(): number {
  const count = useQuery({ queryKey: ['news', 'count'], queryFn: ({ signal }) => getNewsCount(signal) });
  return count.data ?? 0;
}
