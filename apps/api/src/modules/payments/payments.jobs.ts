import { defineSchedule } from '../../jobs/job-definition.js';

// The payments module's schedule, as data; bound in payments.module.ts.

/** Cancels invoices left unpaid past their lifetime (invoice-expiry.ts). */
export const invoiceExpiry = defineSchedule({ id: 'payments.expire-invoices', everyMs: 10 * 60_000 });
