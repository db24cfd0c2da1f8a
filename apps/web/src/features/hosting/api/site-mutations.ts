import {
  type CreateSiteRequest,
  type DeleteSiteRequest,
  hostingSitePaths,
  sitePath,
  siteSchema,
  type UpdateSiteRequest,
} from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { orderAreasQueryKey } from './sites-keys';

// Every write carries an Idempotency-Key: a repeated tap or a retry after a lost answer changes the panel once.

function useInvalidateSites(orderId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: orderAreasQueryKey(orderId) });
}

export function useCreateSite(orderId: number) {
  const invalidate = useInvalidateSites(orderId);
  return useMutation({
    mutationFn: async (body: CreateSiteRequest) =>
      (
        await apiRequest(sitePath(hostingSitePaths.sites, orderId), {
          method: 'POST',
          body,
          idempotent: true,
          schema: siteSchema,
        })
      ).data,
    onSuccess: invalidate,
  });
}

export function useUpdateSite(orderId: number, name: string) {
  const invalidate = useInvalidateSites(orderId);
  return useMutation({
    mutationFn: async (body: UpdateSiteRequest) =>
      (
        await apiRequest(sitePath(hostingSitePaths.site, orderId, name), {
          method: 'PATCH',
          body,
          idempotent: true,
          schema: siteSchema,
        })
      ).data,
    onSuccess: invalidate,
  });
}

export function useDeleteSite(orderId: number, name: string) {
  const invalidate = useInvalidateSites(orderId);
  return useMutation({
    mutationFn: async (body: DeleteSiteRequest) =>
      (
        await apiRequest(sitePath(hostingSitePaths.site, orderId, name), {
          method: 'DELETE',
          body,
          idempotent: true,
          schema: z.null(),
        })
      ).data,
    onSuccess: invalidate,
  });
}

export function useIssueSsl(orderId: number, name: string) {
  const invalidate = useInvalidateSites(orderId);
  return useMutation({
    mutationFn: async () =>
      (
        await apiRequest(sitePath(hostingSitePaths.siteSsl, orderId, name), {
          method: 'POST',
          idempotent: true,
          schema: siteSchema,
        })
      ).data,
    onSuccess: invalidate,
  });
}
