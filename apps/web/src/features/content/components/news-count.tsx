import { useNewsCount } from '../hooks/use-news-count';
import { NewsBadge } from './news-badge';

/** The badge with the count asked of the API (lazy: the query library loads after the home page's first paint). */
export function NewsCount() {
  return <NewsBadge count={useNewsCount()} />;
}
