import { adminOrderDetailSchema, adminPath, adminPaths } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const useOrder = (id: number) =>
  useQuery({
    queryKey: ['order', id],
    queryFn: ({ signal }) => api(adminPath(adminPaths.order, id), { signal, schema: adminOrderDetailSchema }),
  });
