import { z } from 'zod';
import { defineJob } from '../../jobs/job-definition.js';

// The name and payload of the job that carries a pending operation to the registrar's API. Kept apart from the
// job itself (which needs the registrar adapters) so the operations core can queue it without an import cycle.

export const DOMAIN_OPERATION_JOB = 'domains.operation';
export const domainOperationPayloadSchema = z.object({ operationId: z.number().int().positive() });
export type DomainOperationPayload = z.infer<typeof domainOperationPayloadSchema>;

/** Transport failures (`unavailable`) are retried this many times in all, then the payment is refunded. */
export const DOMAIN_OPERATION_MAX_ATTEMPTS = 5;

/** For enqueueJob only: the runner runs the definition the module registers under the same name. */
export const domainOperationJobRef = defineJob<DomainOperationPayload>({
  name: DOMAIN_OPERATION_JOB,
  payload: domainOperationPayloadSchema,
  maxAttempts: DOMAIN_OPERATION_MAX_ATTEMPTS,
  handler: async () => {
    throw new Error('the domain operation job runs from the module registration, not from its reference');
  },
});
