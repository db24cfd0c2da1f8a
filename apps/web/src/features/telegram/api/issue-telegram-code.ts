import { type TelegramStatus, telegramPaths, telegramStatusSchema } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** A new one-time code with the bot link; the server keeps only its hash, so only this answer shows it. */
export async function issueTelegramCode(): Promise<TelegramStatus> {
  return (await apiRequest(telegramPaths.code, { method: 'POST', schema: telegramStatusSchema })).data;
}

export function useIssueTelegramCode() {
  return useMutation({ mutationFn: issueTelegramCode });
}
