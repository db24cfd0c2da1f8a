import { dnsPath, dnsRecordListSchema, dnsZoneSchema, hostingDnsPaths } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { dnsRecordsQueryKey, dnsZonesQueryKey } from './sites-keys';

const zonesSchema = z.array(dnsZoneSchema);

/** The zones of the order's sites that the panel serves. */
export function useDnsZones(orderId: number) {
  return useQuery({
    queryKey: dnsZonesQueryKey(orderId),
    queryFn: async ({ signal }) =>
      (await apiRequest(dnsPath(hostingDnsPaths.zones, orderId, ''), { schema: zonesSchema, signal })).data,
  });
}

export function useDnsRecords(orderId: number, zone: string | undefined) {
  return useQuery({
    queryKey: dnsRecordsQueryKey(orderId, zone ?? ''),
    queryFn: async ({ signal }) =>
      (
        await apiRequest(dnsPath(hostingDnsPaths.records, orderId, zone ?? ''), {
          schema: dnsRecordListSchema,
          signal,
        })
      ).data,
    enabled: zone !== undefined,
  });
}
