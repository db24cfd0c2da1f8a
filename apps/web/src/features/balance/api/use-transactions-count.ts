import { usePaymentHistory } from './get-payment-history';

/** The profile's "transactions" count: the ledger length, sharing the history page's single fetch. */
export function useTransactionsCount(): number {
  return usePaymentHistory().data?.length ?? 0;
}
