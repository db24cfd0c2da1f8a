import { adminPath, adminPaths, customerDetailSchema } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const useCustomer = (id: number) =>
  useQuery({
    queryKey: ['customer', id],
    queryFn: ({ signal }) =>
      api(adminPath(adminPaths.customer, id), { signal, schema: customerDetailSchema }),
  });
