import {
  type CreateFtpUserRequest,
  type CronJobRequest,
  cronJobSchema,
  cronPath,
  ftpPath,
  ftpUserSchema,
  hostingCronPaths,
  hostingFtpPaths,
  type UpdateFtpUserRequest,
} from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { orderAreasQueryKey } from './sites-keys';

// Every write carries an Idempotency-Key: a repeated tap or a retry after a lost answer changes the panel once.

function useInvalidateOrder(orderId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: orderAreasQueryKey(orderId) });
}

export function useCreateFtpUser(orderId: number) {
  const invalidate = useInvalidateOrder(orderId);
  return useMutation({
    mutationFn: async (body: CreateFtpUserRequest) =>
      (
        await apiRequest(ftpPath(hostingFtpPaths.ftpUsers, orderId), {
          method: 'POST',
          body,
          idempotent: true,
          schema: ftpUserSchema,
        })
      ).data,
    onSuccess: invalidate,
  });
}

export function useUpdateFtpUser(orderId: number, name: string) {
  const invalidate = useInvalidateOrder(orderId);
  return useMutation({
    mutationFn: async (body: UpdateFtpUserRequest) =>
      (
        await apiRequest(ftpPath(hostingFtpPaths.ftpUser, orderId, name), {
          method: 'PATCH',
          body,
          idempotent: true,
          schema: ftpUserSchema,
        })
      ).data,
    onSuccess: invalidate,
  });
}

export function useDeleteFtpUser(orderId: number, name: string) {
  const invalidate = useInvalidateOrder(orderId);
  return useMutation({
    mutationFn: async () =>
      (
        await apiRequest(ftpPath(hostingFtpPaths.ftpUser, orderId, name), {
          method: 'DELETE',
          idempotent: true,
          schema: z.null(),
        })
      ).data,
    onSuccess: invalidate,
  });
}

/** A new job (no id) or the replacement of one. */
export function useSaveCronJob(orderId: number, id?: string) {
  const invalidate = useInvalidateOrder(orderId);
  return useMutation({
    mutationFn: async (body: CronJobRequest) =>
      (
        await apiRequest(
          id === undefined
            ? cronPath(hostingCronPaths.cronJobs, orderId)
            : cronPath(hostingCronPaths.cronJob, orderId, id),
          { method: id === undefined ? 'POST' : 'PUT', body, idempotent: true, schema: cronJobSchema },
        )
      ).data,
    onSuccess: invalidate,
  });
}

export function useDeleteCronJob(orderId: number, id: string) {
  const invalidate = useInvalidateOrder(orderId);
  return useMutation({
    mutationFn: async () =>
      (
        await apiRequest(cronPath(hostingCronPaths.cronJob, orderId, id), {
          method: 'DELETE',
          idempotent: true,
          schema: z.null(),
        })
      ).data,
    onSuccess: invalidate,
  });
}
