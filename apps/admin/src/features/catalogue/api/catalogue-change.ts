import { useMutation, useQueryClient } from '@tanstack/react-query';

export function useCatalogueChange<Input>(send: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['catalogue'] }),
  });
}
