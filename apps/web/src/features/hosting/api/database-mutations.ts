import {
  type CreateDatabaseRequest,
  type DatabasePasswordRequest,
  databaseAdminLinkSchema,
  databasePath,
  databaseSchema,
  hostingDatabasePaths,
} from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { databasesQueryKey } from './mail-db-keys';

// Every write carries an Idempotency-Key: a repeated tap or a retry after a lost answer changes the panel once.

function useInvalidateDatabases(orderId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: databasesQueryKey(orderId) });
}

export function useCreateDatabase(orderId: number) {
  const invalidate = useInvalidateDatabases(orderId);
  return useMutation({
    mutationFn: async (body: CreateDatabaseRequest) =>
      (
        await apiRequest(databasePath(hostingDatabasePaths.databases, orderId), {
          method: 'POST',
          body,
          idempotent: true,
          schema: databaseSchema,
        })
      ).data,
    onSuccess: invalidate,
  });
}

export function useDatabasePassword(orderId: number, name: string) {
  return useMutation({
    mutationFn: async (body: DatabasePasswordRequest) =>
      (
        await apiRequest(databasePath(hostingDatabasePaths.databasePassword, orderId, name), {
          method: 'PUT',
          body,
          idempotent: true,
          schema: databaseSchema,
        })
      ).data,
  });
}

export function useDeleteDatabase(orderId: number, name: string) {
  const invalidate = useInvalidateDatabases(orderId);
  return useMutation({
    mutationFn: async () =>
      (
        await apiRequest(databasePath(hostingDatabasePaths.database, orderId, name), {
          method: 'DELETE',
          idempotent: true,
          schema: z.null(),
        })
      ).data,
    onSuccess: invalidate,
  });
}

/** The one-time phpMyAdmin link: asked for on the tap, since its key works once and lapses. */
export function useDatabaseAdminLink(orderId: number, name: string) {
  return useMutation({
    mutationFn: async () =>
      (
        await apiRequest(databasePath(hostingDatabasePaths.databaseAdmin, orderId, name), {
          schema: databaseAdminLinkSchema,
        })
      ).data,
  });
}
