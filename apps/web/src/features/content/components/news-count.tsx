import { useNewsCount } from '../hooks/use-news-count';
import { NewsBadge } from './news-badge';

/** The badge with the count asked of the API (0 until the answer comes, as on the prerendered page). */
export function NewsCount() {
  return <NewsBadge count={useNewsCount()} />;
}
