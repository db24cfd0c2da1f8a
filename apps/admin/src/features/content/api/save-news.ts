import { adminPath, adminPaths, createdIdSchema, type NewsRequest, noDataSchema } from '@portal/contracts';
import { api } from '@/lib/api';
import { useChange } from './content-change';

export const useSaveNews = () =>
  useChange('news', ({ id, body }: { id: number | null; body: NewsRequest }) =>
    id === null
      ? api(adminPaths.news, { method: 'POST', body, schema: createdIdSchema })
      : api(adminPath(adminPaths.newsItem, id), { method: 'PUT', body, schema: noDataSchema }),
  );
