import type { Registrar } from '../../integrations/registrar/registrar.js';
import type { ScheduleRun } from '../../jobs/job-definition.js';
import { syncDomains } from './domain-sync.service.js';

/** What the daily `domainSync` schedule runs (bound in domains.module.ts): one batch against the registrar. */
export const domainSyncRun =
  (options: { registrar: Registrar | null; batch: number }): ScheduleRun =>
  async ({ db, clock, log }) => {
    await syncDomains(db, options.registrar, { now: clock.now(), batch: options.batch, log });
  };
