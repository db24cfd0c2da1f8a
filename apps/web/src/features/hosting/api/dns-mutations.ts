import {
  type DnsRecordRequest,
  dnsPath,
  dnsRecordListSchema,
  dnsRecordSchema,
  hostingDnsPaths,
} from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { dnsRecordsQueryKey } from './sites-keys';

// Record writes carry an Idempotency-Key like the sites': a retried add does not leave two records.

function useInvalidateZone(orderId: number, zone: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: dnsRecordsQueryKey(orderId, zone) });
}

/** Adds a record, or replaces the one `recordId` names. */
export function useSaveDnsRecord(orderId: number, zone: string, recordId?: string) {
  const invalidate = useInvalidateZone(orderId, zone);
  return useMutation({
    mutationFn: async (body: DnsRecordRequest) => {
      const path = recordId
        ? dnsPath(hostingDnsPaths.record, orderId, zone, recordId)
        : dnsPath(hostingDnsPaths.records, orderId, zone);
      const method = recordId ? 'PUT' : 'POST';
      return (await apiRequest(path, { method, body, idempotent: true, schema: dnsRecordSchema })).data;
    },
    onSuccess: invalidate,
  });
}

export function useDeleteDnsRecord(orderId: number, zone: string) {
  const invalidate = useInvalidateZone(orderId, zone);
  return useMutation({
    mutationFn: async (recordId: string) =>
      (
        await apiRequest(dnsPath(hostingDnsPaths.record, orderId, zone, recordId), {
          method: 'DELETE',
          idempotent: true,
          schema: z.null(),
        })
      ).data,
    onSuccess: invalidate,
  });
}

export function useResetDnsZone(orderId: number, zone: string) {
  const invalidate = useInvalidateZone(orderId, zone);
  return useMutation({
    mutationFn: async () =>
      (
        await apiRequest(dnsPath(hostingDnsPaths.reset, orderId, zone), {
          method: 'POST',
          body: { confirm: true },
          idempotent: true,
          schema: dnsRecordListSchema,
        })
      ).data,
    onSuccess: invalidate,
  });
}
