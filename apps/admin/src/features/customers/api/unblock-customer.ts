import { adminPath, adminPaths, noDataSchema } from '@portal/contracts';
import { api } from '@/lib/api';
import { useCustomerChange } from './customer-change';

export const useUnblock = (id: number) =>
  useCustomerChange(id, (_: null) =>
    api(adminPath(adminPaths.customerUnblock, id), { method: 'POST', schema: noDataSchema }),
  );
