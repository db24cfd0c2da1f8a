import { adminPath, adminPaths, noDataSchema } from '@portal/contracts';
import { api } from '@/lib/api';
import { useCustomerChange } from './customer-change';

export const useBlock = (id: number) =>
  useCustomerChange(id, (body: { reason: string }) =>
    api(adminPath(adminPaths.customerBlock, id), { method: 'POST', body, schema: noDataSchema }),
  );
