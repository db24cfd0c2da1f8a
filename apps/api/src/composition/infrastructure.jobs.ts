import { defineSchedule } from '../jobs/job-definition.js';

// The schedules of the infrastructure outside modules/ (the limit store, the idempotency keys), as data;
// app.ts binds them.

/** Limit counters whose window ended an hour ago go, so the table holds only recent ones. */
export const limitsSweep = defineSchedule({ id: 'limits.sweep', everyMs: 10 * 60_000 });

/** Idempotency keys past their lifetime go. */
export const idempotencySweep = defineSchedule({ id: 'idempotency.sweep', everyMs: 60 * 60_000 });
