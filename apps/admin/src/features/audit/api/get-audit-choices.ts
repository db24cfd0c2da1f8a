import { adminPaths, auditFilterChoicesSchema, customerSummarySchema } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api';

/** The staff and the actions the audit filters choose from. */
export const useAuditChoices = () =>
  useQuery({
    queryKey: ['audit', 'choices'],
    queryFn: ({ signal }) => api(adminPaths.auditLogChoices, { signal, schema: auditFilterChoicesSchema }),
  });

/** Customers found by name, e-mail, phone or id, for the customer filter to choose one of. */
export const useCustomerMatches = (q: string) =>
  useQuery({
    queryKey: ['audit', 'customers', q],
    queryFn: ({ signal }) =>
      api(`${adminPaths.customers}?q=${encodeURIComponent(q)}`, {
        signal,
        schema: z.array(customerSummarySchema),
      }),
    enabled: q !== '',
  });
