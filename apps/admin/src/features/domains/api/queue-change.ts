import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Completing or rejecting an order changes the queue, the dashboard count and the audit log. */
export function useQueueChange<Input>(send: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: async () => {
      // A 409 (someone else was first) changes the queue too: read it again either way.
      await queryClient.invalidateQueries({ queryKey: ['domain-queue'] });
      await queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      await queryClient.invalidateQueries({ queryKey: ['audit'] });
    },
  });
}
