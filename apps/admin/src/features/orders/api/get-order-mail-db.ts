import { adminPath, adminPaths, databaseListSchema, mailboxListSchema } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** The order's mailboxes as the customer sees them, read from the panel (read-only in the console). */
export const useOrderMailboxes = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: ['order', id, 'mailboxes'],
    queryFn: ({ signal }) =>
      api(adminPath(adminPaths.orderMailboxes, id), { signal, schema: mailboxListSchema }),
    enabled,
    retry: false,
  });

/** The order's databases as the customer sees them, read from the panel (read-only in the console). */
export const useOrderDatabases = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: ['order', id, 'databases'],
    queryFn: ({ signal }) =>
      api(adminPath(adminPaths.orderDatabases, id), { signal, schema: databaseListSchema }),
    enabled,
    retry: false,
  });
