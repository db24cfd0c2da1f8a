import type { TFunction } from 'i18next';

// The API names a provider transaction's state as "payme: performed" or "click: confirmed" (the providers'
// own words); the console says them in the reader's language, with the provider's id kept for a search there.

const STATES: Record<string, string> = {
  'payme: created': 'payme_created',
  'payme: performed': 'payme_performed',
  'payme: cancelled': 'payme_cancelled',
  'payme: cancelled after perform': 'payme_cancelled_after_perform',
  'click: prepared': 'click_prepared',
  'click: confirmed': 'click_confirmed',
  'click: cancelled': 'click_cancelled',
};

export function transactionsText(transactions: { provider_id: string; state: string }[], t: TFunction) {
  if (transactions.length === 0) return '—';
  return transactions
    .map((tx) => {
      const key = STATES[tx.state];
      return `${key ? t(`tx_states:${key}`) : tx.state} (${tx.provider_id})`;
    })
    .join(', ');
}
