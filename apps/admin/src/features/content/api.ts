import {
  adminNewsSchema,
  adminPath,
  adminPaths,
  adminPromoCodeSchema,
  adminRedemptionSchema,
  type NewsRequest,
  type PromoCodeRequest,
} from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api';

export const useNews = () =>
  useQuery({
    queryKey: ['news'],
    queryFn: ({ signal }) => api(adminPaths.news, { signal, schema: z.array(adminNewsSchema) }),
  });

export const usePromoCodes = () =>
  useQuery({
    queryKey: ['promo-codes'],
    queryFn: ({ signal }) => api(adminPaths.promoCodes, { signal, schema: z.array(adminPromoCodeSchema) }),
  });

export const useRedemptions = (id: number | null) =>
  useQuery({
    queryKey: ['redemptions', id],
    enabled: id !== null,
    queryFn: ({ signal }) =>
      api(adminPath(adminPaths.promoCodeRedemptions, id ?? 0), {
        signal,
        schema: z.array(adminRedemptionSchema),
      }),
  });

function useChange<Input, Output = unknown>(key: string, send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [key] }),
  });
}

export const useSaveNews = () =>
  useChange('news', ({ id, body }: { id: number | null; body: NewsRequest }) =>
    id === null
      ? api(adminPaths.news, { method: 'POST', body })
      : api(adminPath(adminPaths.newsItem, id), { method: 'PUT', body }),
  );

export const useDeleteNews = () =>
  useChange('news', (id: number) => api(adminPath(adminPaths.newsItem, id), { method: 'DELETE' }));

export const useCreatePromoCode = () =>
  useChange('promo-codes', (body: PromoCodeRequest) =>
    api(adminPaths.promoCodes, { method: 'POST', body, schema: adminPromoCodeSchema }),
  );

export const useDisablePromoCode = () =>
  useChange('promo-codes', (id: number) =>
    api(adminPath(adminPaths.promoCodeDisable, id), { method: 'POST' }),
  );
