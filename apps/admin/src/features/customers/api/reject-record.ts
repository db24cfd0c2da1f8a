import { adminDomainPaths, adminRecordPath, noDataSchema } from '@portal/contracts';
import { api } from '@/lib/api';
import { useCustomerChange } from './customer-change';

export const useRejectRecord = (id: number) =>
  useCustomerChange(id, ({ recordId, reason }: { recordId: number; reason: string }) =>
    api(adminRecordPath(adminDomainPaths.recordReject, id, recordId), {
      method: 'PUT',
      body: { reason },
      schema: noDataSchema,
    }),
  );
