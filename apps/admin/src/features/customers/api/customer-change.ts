import { useMutation, useQueryClient } from '@tanstack/react-query';

/** A change to one customer; their page and the audit log are read again afterwards. */
export function useCustomerChange<Body>(id: number, send: (body: Body) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['customer', id] });
      await queryClient.invalidateQueries({ queryKey: ['audit'] });
    },
  });
}
