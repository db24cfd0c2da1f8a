import { adminCardPaths, adminCustomerCardsSchema, adminPath, noDataSchema } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useCustomerChange } from './customer-change';

/** The customer's saved cards (masked, removed ones too) and auto-pay; no staff answer carries a token. */
export const useCustomerCards = (id: number) =>
  useQuery({
    queryKey: ['customer', id, 'cards'],
    queryFn: ({ signal }) =>
      api(adminPath(adminCardPaths.customerCards, id), { signal, schema: adminCustomerCardsSchema }),
  });

/** Turns the customer's auto-pay off with a reason; the API audits it and tells the customer. */
export const useAutopayOff = (id: number) =>
  useCustomerChange(id, (body: { reason: string }) =>
    api(adminPath(adminCardPaths.customerAutopayOff, id), { method: 'POST', body, schema: noDataSchema }),
  );
