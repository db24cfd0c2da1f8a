import { z } from 'zod';

export const dashboardSchema = z.object({
  /** Today in Tashkent: performed top-ups per provider. */
  top_ups_today: z.array(z.object({ provider: z.string(), count: z.number().int(), amount: z.number() })),
  new_customers_today: z.number().int(),
  active_orders: z.number().int(),
  orders_expiring_7_days: z.number().int(),
  failed_jobs: z.number().int(),
  reconciliation_open: z.number().int(),
  /** .uz operations waiting in the fulfilment queue. */
  domains_queue_open: z.number().int(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
