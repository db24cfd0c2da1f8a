import { useMutation, useQueryClient } from '@tanstack/react-query';

export function useChange<Input, Output = unknown>(key: string, send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [key] }),
  });
}
