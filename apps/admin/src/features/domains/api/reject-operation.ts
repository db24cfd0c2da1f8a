import { adminDomainPaths, adminPath, noDataSchema } from '@portal/contracts';
import { api } from '@/lib/api';
import { useQueueChange } from './queue-change';

export const useRejectOperation = () =>
  useQueueChange(({ id, reason }: { id: number; reason: string }) =>
    api(adminPath(adminDomainPaths.operationReject, id), {
      method: 'POST',
      body: { reason },
      schema: noDataSchema,
    }),
  );
