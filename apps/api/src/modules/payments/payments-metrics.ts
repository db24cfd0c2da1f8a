import type { Database } from '../../db/database.js';
import type { Metrics } from '../../plugins/metrics.js';
import { PAYME_PARAMS } from './payme-protocol.js';
import { topUpTotals } from './top-up-stats.repository.js';

/** A method name as a label: anyone may send any name, and each distinct label would be a series of its own. */
export const paymeMethodLabel = (method: string): string =>
  Object.hasOwn(PAYME_PARAMS, method) ? method : 'other';

/** Payme's JSON-RPC answer: `ok` for a result, else its error code. */
export function paymeResult(answer: unknown): string {
  if (answer && typeof answer === 'object' && 'error' in answer) {
    const { error } = answer;
    if (error && typeof error === 'object' && 'code' in error) return String(error.code);
  }
  return 'ok';
}

/** Click's answer: `ok` for error 0, else the error number. */
export const clickResult = (answer: { error: number }): string =>
  answer.error === 0 ? 'ok' : String(answer.error);

/** The top-up counters: read from the invoices at scrape time, so they survive restarts and agree everywhere. */
export function registerPaymentMetrics(metrics: Metrics, db: Database): void {
  metrics.gauge(
    {
      name: 'portal_top_ups_total',
      help: 'Paid top-ups by provider (refunded ones included: they were paid)',
      labelNames: ['merchant'],
    },
    async () =>
      (await topUpTotals(db)).map((row) => ({ labels: { merchant: row.merchant }, value: row.count })),
  );
  metrics.gauge(
    {
      name: 'portal_top_ups_som_total',
      help: 'Som brought by paid top-ups, by provider',
      labelNames: ['merchant'],
    },
    async () =>
      (await topUpTotals(db)).map((row) => ({ labels: { merchant: row.merchant }, value: row.tiyin / 100 })),
  );
}
