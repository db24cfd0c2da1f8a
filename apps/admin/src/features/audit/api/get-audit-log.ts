import { adminPaths, auditEntrySchema } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api';

export type AuditFilters = Partial<
  Record<'staff_id' | 'customer_id' | 'action' | 'target' | 'from' | 'to' | 'page', string>
>;

/** The API's page size: a full page means there may be another. */
export const AUDIT_PAGE_SIZE = 50;

export const useAuditLog = (filters: AuditFilters) =>
  useQuery({
    queryKey: ['audit', filters],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams(
        Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])),
      );
      return api(`${adminPaths.auditLog}?${query}`, { signal, schema: z.array(auditEntrySchema) });
    },
    placeholderData: keepPreviousData,
  });
