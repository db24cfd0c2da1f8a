import {
  type AdjustmentDecisionRequest,
  adjustmentApprovalSchema,
  adminAdjustmentPaths,
  adminPath,
  noDataSchema,
} from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type Decision = 'approve' | 'reject';

/** Approve or reject one request; both lists, the customer's page and the audit log are read again. */
export function useDecideAdjustment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      decision,
      body,
    }: {
      id: number;
      customerId: number;
      decision: Decision;
      body: AdjustmentDecisionRequest;
    }) => {
      const path = adminPath(
        decision === 'approve' ? adminAdjustmentPaths.approve : adminAdjustmentPaths.reject,
        id,
      );
      if (decision === 'reject')
        return api(path, { method: 'POST', body, schema: noDataSchema }).then(() => null);
      return api(path, { method: 'POST', body, idempotent: true, schema: adjustmentApprovalSchema });
    },
    onSettled: async (_data, _error, { customerId }) => {
      await queryClient.invalidateQueries({ queryKey: ['adjustment-requests'] });
      await queryClient.invalidateQueries({ queryKey: ['customer', customerId] });
      await queryClient.invalidateQueries({ queryKey: ['audit'] });
    },
  });
}
