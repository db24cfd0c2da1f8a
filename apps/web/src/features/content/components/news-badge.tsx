import { useTranslation } from 'react-i18next';
import { Badge } from './badge';

/** The home menu's count of news not seen yet. */
export function NewsBadge({ count }: { count: number }) {
  const { t } = useTranslation('home');
  return (
    <>
      <Badge tone={count > 0 ? 'primary' : 'neutral'}>
        <span aria-hidden="true">{count}</span>
      </Badge>
      <span className="visually-hidden">{t('menu.news_count', { value: count })}</span>
    </>
  );
}
