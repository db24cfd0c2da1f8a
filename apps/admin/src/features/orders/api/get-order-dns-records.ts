import { adminPath, adminPaths, dnsRecordListSchema } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** One zone of the order's DNS records as the customer sees them, read from the panel (read-only here). */
export const useOrderDnsRecords = (id: number, zone: string | undefined) =>
  useQuery({
    queryKey: ['order', id, 'dns', zone],
    queryFn: ({ signal }) =>
      api(adminPath(adminPaths.orderDnsRecords, id).replace(':zone', encodeURIComponent(zone ?? '')), {
        signal,
        schema: dnsRecordListSchema,
      }),
    enabled: zone !== undefined,
    retry: false,
  });
