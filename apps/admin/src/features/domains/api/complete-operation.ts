import { adminDomainPaths, adminPath, type CompleteOperationRequest, noDataSchema } from '@portal/contracts';
import { api } from '@/lib/api';
import { useQueueChange } from './queue-change';

export const useCompleteOperation = () =>
  useQueueChange(({ id, body }: { id: number; body: CompleteOperationRequest }) =>
    api(adminPath(adminDomainPaths.operationComplete, id), { method: 'POST', body, schema: noDataSchema }),
  );
