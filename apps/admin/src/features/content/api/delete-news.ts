import { adminPath, adminPaths, noDataSchema } from '@portal/contracts';
import { api } from '@/lib/api';
import { useChange } from './content-change';

export const useDeleteNews = () =>
  useChange('news', (id: number) =>
    api(adminPath(adminPaths.newsItem, id), { method: 'DELETE', schema: noDataSchema }),
  );
