import type { Registrar } from '../../integrations/registrar/registrar.js';
import { defineRecurring, type RecurringJob } from '../../jobs/job-definition.js';
import { syncDomains } from './domain-sync.service.js';

// The daily sync with the registrar as a recurring job: once a day across all processes (the runner's lease).

export const DOMAIN_SYNC_JOB = 'domains.sync';
export const DOMAIN_SYNC_EVERY_MS = 86_400_000;

export const domainSyncJob = (options: { registrar: Registrar | null; batch: number }): RecurringJob =>
  defineRecurring({
    name: DOMAIN_SYNC_JOB,
    everyMs: DOMAIN_SYNC_EVERY_MS,
    run: async ({ db, clock, log }) => {
      await syncDomains(db, options.registrar, { now: clock.now(), batch: options.batch, log });
    },
  });
