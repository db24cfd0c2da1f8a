import { telegramPaths, telegramUnlinkedSchema } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { telegramStatusQueryKey } from './get-telegram-status';

export async function unlinkTelegram(): Promise<void> {
  await apiRequest(telegramPaths.unlink, { method: 'DELETE', schema: telegramUnlinkedSchema });
}

export function useUnlinkTelegram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlinkTelegram,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: telegramStatusQueryKey }),
  });
}
