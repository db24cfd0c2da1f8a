import { z } from 'zod';
import { defineJob, defineSchedule } from '../../jobs/job-definition.js';

// The payments module's schedule, as data; bound in payments.module.ts.

/** Cancels invoices left unpaid past their lifetime (invoice-expiry.ts). */
export const invoiceExpiry = defineSchedule({ id: 'payments.expire-invoices', everyMs: 10 * 60_000 });

/**
 * Submits a Click top-up's fiscal items until Click accepts them (click-fiscal.job.ts). The doubling delay is
 * capped at an hour, so the attempts cover about a day and a half; staff see the receipt missing after an hour.
 */
export const clickFiscalReceipt = defineJob({
  id: 'payments.click-fiscal-receipt',
  payload: z.object({ invoiceId: z.number().int().positive() }),
  maxAttempts: 40,
});

/** Settles saved-card charges a stopped process left unanswered, by asking Payme (card-charge.service.ts). */
export const cardChargeSettlement = defineSchedule({
  id: 'payments.settle-card-charges',
  everyMs: 5 * 60_000,
});

/** One notice per saved card that expires within 30 days (card-expiry.ts). */
export const cardExpiryNotices = defineSchedule({
  id: 'payments.card-expiry-notices',
  everyMs: 6 * 60 * 60_000,
});
