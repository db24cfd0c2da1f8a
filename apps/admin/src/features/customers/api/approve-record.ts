import { adminDomainPaths, adminRecordPath, noDataSchema } from '@portal/contracts';
import { api } from '@/lib/api';
import { useCustomerChange } from './customer-change';

export const useApproveRecord = (id: number) =>
  useCustomerChange(id, (recordId: number) =>
    api(adminRecordPath(adminDomainPaths.recordApprove, id, recordId), {
      method: 'PUT',
      schema: noDataSchema,
    }),
  );
