import { z } from 'zod';
import { LIMITS } from '../constants.js';
import { emailSchema, requiredText, strongPasswordSchema } from '../validation.js';

export const STAFF_ROLES = ['owner', 'billing', 'support', 'readonly'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_PERMISSIONS = [
  /** Find customers and open their page. */
  'customers.read',
  /** Block, unblock, end sessions, write notes. */
  'customers.manage',
  /** Open the portal as the customer for 30 minutes ("view as customer"), with a reason. */
  'customers.impersonate',
  /** Credit or debit a balance by hand. */
  'money.adjust',
  /** Read the audit log. */
  'audit.read',
  /** See invoices, provider transactions, totals and the reconciliation list. */
  'payments.read',
  /** Settle reconciliation items. */
  'payments.settle',
  /** Suspend, resume and cancel orders, and run their waiting provisioning. */
  'orders.manage',
  /** Move an order's paid-until date: a money decision, so not support's. */
  'orders.expiry',
  /** Background jobs, the delivery log and the provider callback log. */
  'system.read',
  /** Run a failed job again. */
  'system.manage',
  /** Add and change servers and tariffs. */
  'catalogue.manage',
  /** Write, schedule and remove news. */
  'news.manage',
  /** Write, publish and remove knowledge-base articles. */
  'kb.manage',
  /** Create and disable promo codes. */
  'promo.manage',
  /** Invite staff and change their roles. */
  'staff.manage',
  /** Complete or reject .uz orders of the fulfilment queue (the reseller registers them by hand). */
  'domains.fulfil',
  /** Approve or reject customers' registrant records against their passport scans. */
  'records.verify',
  /** Change the seller's details that every money document prints (the owner's alone). */
  'seller.manage',
  /** Read the support queue and tickets. */
  'tickets.read',
  /** Answer tickets and write internal notes (billing: the billing department only). */
  'tickets.answer',
  /** Assign, change status or department, merge duplicates. */
  'tickets.manage',
  /** Write the canned replies. */
  'canned.manage',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

/** What each role may do; the API checks it on every request and the console hides the rest. */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly StaffPermission[]> = {
  owner: STAFF_PERMISSIONS,
  billing: [
    'customers.read',
    'money.adjust',
    'orders.expiry',
    'audit.read',
    'payments.read',
    'payments.settle',
    'system.read',
    'promo.manage',
    'tickets.read',
    'tickets.answer',
  ],
  support: [
    'customers.read',
    'customers.manage',
    'customers.impersonate',
    'audit.read',
    'orders.manage',
    'system.read',
    'news.manage',
    'kb.manage',
    'domains.fulfil',
    'records.verify',
    'tickets.read',
    'tickets.answer',
    'tickets.manage',
    'canned.manage',
  ],
  readonly: ['customers.read', 'audit.read', 'payments.read', 'system.read', 'tickets.read'],
};

export const can = (role: StaffRole, permission: StaffPermission) =>
  ROLE_PERMISSIONS[role].includes(permission);

export const totpCodeSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .regex(/^\d{6}$/, { error: 'code_invalid' });

export const staffLoginRequestSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'required' }).min(1, { error: 'required' }).max(128, { error: 'too_long' }),
  code: totpCodeSchema,
  /** Asked for (CAPTCHA_REQUIRED) from an address the member has not used while the account is under attack. */
  captcha_id: z.string().max(64).optional(),
  captcha: z.string().max(LIMITS.captchaDigits, { error: 'captcha_invalid' }).optional(),
});
export type StaffLoginRequest = z.input<typeof staffLoginRequestSchema>;

export const staffLoginResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number(),
});

export const staffMeSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  permissions: z.array(z.enum(STAFF_PERMISSIONS)),
});
export type StaffMe = z.infer<typeof staffMeSchema>;

export const adminStaffSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  /** invited: the invitation waits to be accepted; disabled: cannot sign in. */
  state: z.enum(['active', 'invited', 'disabled']),
  last_login_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminStaff = z.infer<typeof adminStaffSchema>;

export const staffInvitationRequestSchema = z.object({
  email: emailSchema,
  name: requiredText(100),
  role: z.enum(STAFF_ROLES, { error: 'invalid' }),
});
export type StaffInvitationRequest = z.input<typeof staffInvitationRequestSchema>;

export const staffInvitationSchema = z.object({
  id: z.number().int(),
  /** The one-time link for the new staff member; shown once. */
  invite_url: z.string(),
  expires_at: z.string(),
});

export const staffUpdateRequestSchema = z.object({
  role: z.enum(STAFF_ROLES, { error: 'invalid' }),
  disabled: z.boolean(),
});

export const invitationTokenSchema = z.object({
  token: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,128}$/, { error: 'invalid' }),
});

export const invitationDetailsSchema = z.object({
  email: z.string(),
  name: z.string(),
  /** To add to an authenticator app; the account is made active with its first code. */
  otpauth_url: z.string(),
  secret: z.string(),
});

export const invitationAcceptSchema = invitationTokenSchema.extend({
  password: strongPasswordSchema(128),
  code: totpCodeSchema,
});
export type InvitationAccept = z.input<typeof invitationAcceptSchema>;
