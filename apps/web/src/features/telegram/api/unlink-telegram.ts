import { telegramPaths } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { telegramStatusQueryKey } from './get-telegram-status';

export async function unlinkTelegram(): Promise<void> {
  await apiRequest<unknown>(telegramPaths.unlink, { method: 'DELETE' });
}

export function useUnlinkTelegram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlinkTelegram,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: telegramStatusQueryKey }),
  });
}
