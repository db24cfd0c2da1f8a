import { z } from 'zod';
import { rowIdSchema } from '../envelope.js';
import { ADJUSTMENT_CATEGORIES, staffReasonSchema } from './customers.js';
import { ADMIN_API_BASE } from './paths.js';

// Balance adjustments above the approval threshold wait for a second person: another owner or billing member
// approves (the money moves then, once) or rejects them. The requester can do neither.

const REQUESTS = `${ADMIN_API_BASE}/balance-adjustment-requests`;

export const adminAdjustmentPaths = {
  /** GET ?status=pending|decided: the requests, oldest pending first or newest decided first. */
  requests: REQUESTS,
  /** POST {reason}: apply it (another owner or billing member than the requester). */
  approve: `${REQUESTS}/:id/approve`,
  /** POST {reason}: refuse it; no money moves. */
  reject: `${REQUESTS}/:id/reject`,
} as const;

export const ADJUSTMENT_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type AdjustmentRequestStatus = (typeof ADJUSTMENT_REQUEST_STATUSES)[number];

export const adjustmentRequestsQuerySchema = z.object({
  status: z.enum(['pending', 'decided'], { error: 'invalid' }).default('pending'),
});

export const adjustmentRequestParamsSchema = z.object({ id: rowIdSchema });

/** Why the approver approves or rejects: in the audit log beside the requester's reason. */
export const adjustmentDecisionRequestSchema = z.object({ reason: staffReasonSchema });
export type AdjustmentDecisionRequest = z.input<typeof adjustmentDecisionRequestSchema>;

export const adjustmentRequestSchema = z.object({
  id: z.number().int(),
  customer: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  /** Signed som: positive credits, negative debits. */
  amount: z.number(),
  category: z.enum(ADJUSTMENT_CATEGORIES),
  reason: z.string(),
  requested_by: z.object({ id: z.number().int(), name: z.string() }),
  requested_at: z.string(),
  status: z.enum(ADJUSTMENT_REQUEST_STATUSES),
  decided_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  decided_at: z.string().nullable(),
  decision_reason: z.string().nullable(),
});
export type AdjustmentRequest = z.infer<typeof adjustmentRequestSchema>;

/** What an approval did: the ledger row and the balance after it. */
export const adjustmentApprovalSchema = z.object({
  ledger_entry_id: z.number().int(),
  balance: z.number(),
});
