import { adminPath, adminPaths, noDataSchema } from '@portal/contracts';
import { api } from '@/lib/api';
import { useCustomerChange } from './customer-change';

export const useAddNote = (id: number) =>
  useCustomerChange(id, (body: { body: string }) =>
    api(adminPath(adminPaths.customerNotes, id), { method: 'POST', body, schema: noDataSchema }),
  );
