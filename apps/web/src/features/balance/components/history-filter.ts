import type { PaymentHistoryEntry } from '@portal/contracts';

export const HISTORY_FILTERS = ['all', 'profits', 'expenses'] as const;
export type HistoryFilter = (typeof HISTORY_FILTERS)[number];

export const parseHistoryFilter = (value: string | null): HistoryFilter =>
  HISTORY_FILTERS.find((filter) => filter === value) ?? 'all';

export function filterHistory(entries: readonly PaymentHistoryEntry[], filter: HistoryFilter) {
  if (filter === 'all') return entries;
  const action = filter === 'profits' ? '+' : '-';
  return entries.filter((entry) => entry.action === action);
}
