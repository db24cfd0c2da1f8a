import { adminPath, adminPaths, noDataSchema } from '@portal/contracts';
import { api } from '@/lib/api';
import { useCustomerChange } from './customer-change';

export const useEndSessions = (id: number) =>
  useCustomerChange(id, (_: null) =>
    api(adminPath(adminPaths.customerSessions, id), { method: 'DELETE', schema: noDataSchema }),
  );
