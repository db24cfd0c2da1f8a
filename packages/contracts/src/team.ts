import { z } from 'zod';
import { API_BASE } from './api-paths.js';
import { rowIdSchema } from './envelope.js';
import { emailSchema } from './validation.js';

// An account's team: people invited by the owner act in the owner's account with the permissions of their role.
// The same permissions are what a personal API key's scopes will grant, so one check serves both.

/** What a member (or, later, a key) may do in an account. Each area has a reading and a changing permission. */
export const ACCOUNT_PERMISSIONS = [
  /** Balance history, invoices, money documents, payer details, saved cards, promo codes, referrals. */
  'billing.read',
  /** Top up and pay, save or charge cards, auto-pay, payer details, bank invoices, redeem promo codes. */
  'billing.manage',
  /** Hosting orders, their sites, certificates and DNS records. */
  'hosting.read',
  /** Order, extend, change and cancel hosting; change sites, certificates, DNS; open the panel. */
  'hosting.manage',
  'domains.read',
  /** Register, transfer, renew and change domains. */
  'domains.manage',
  /** The account's support tickets. */
  'support.read',
  /** Open, answer, close and rate tickets. */
  'support.manage',
] as const;
export type AccountPermission = (typeof ACCOUNT_PERMISSIONS)[number];

/**
 * What a client route needs, declared once on the route (`config.accountPermission`):
 * - a permission: the account's owner, or a member holding it;
 * - `member`: anyone who belongs to the account (the live stream);
 * - `owner`: the account's owner only: credentials, sessions, members, keys, deletion, personal records;
 * - `self`: the signed-in person's own things (their inbox, their chat link, signing out); `X-Account-Id` is
 *   ignored and the person's own account is used.
 */
export type AccountAccess = AccountPermission | 'member' | 'owner' | 'self';

export const TEAM_ROLES = ['billing', 'technical', 'viewer'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** The permissions behind each role; `custom` members carry their own list. */
export const TEAM_ROLE_PERMISSIONS: Record<TeamRole, readonly AccountPermission[]> = {
  billing: ['billing.read', 'billing.manage'],
  technical: [
    'hosting.read',
    'hosting.manage',
    'domains.read',
    'domains.manage',
    'support.read',
    'support.manage',
  ],
  viewer: ['billing.read', 'hosting.read', 'domains.read', 'support.read'],
};

/** Whether a set of permissions allows what a route declares (`owner` and `self` are never a member's). */
export function permits(held: readonly AccountPermission[], access: AccountAccess): boolean {
  if (access === 'member') return true;
  if (access === 'owner' || access === 'self') return false;
  return held.includes(access);
}

/** The header naming the account a request acts in; without it, the signed-in person's own. */
export const ACCOUNT_HEADER = 'x-account-id';

/** How long an invitation link works. */
export const TEAM_INVITATION_DAYS = 7;

export const teamPaths = {
  /** GET the owner's members; */
  members: `${API_BASE}/user/team/members`,
  /** PUT a member's role or permissions; DELETE removes them at once. */
  member: `${API_BASE}/user/team/members/:id`,
  /** GET pending invitations; POST invites. */
  invitations: `${API_BASE}/user/team/invitations`,
  /** DELETE withdraws a pending invitation. */
  invitation: `${API_BASE}/user/team/invitations/:id`,
  /** POST: the signed-in person accepts with the token from the e-mail. */
  accept: `${API_BASE}/user/team/invitations/:token/accept`,
  /** GET: the accounts the signed-in person may open (their own first). */
  accounts: `${API_BASE}/user/team/accounts`,
  /** GET: what members did in the owner's account, newest first. */
  activity: `${API_BASE}/user/team/activity`,
} as const;

const permissionsSchema = z
  .array(z.enum(ACCOUNT_PERMISSIONS, { error: 'invalid' }))
  .min(1, { error: 'required' })
  .max(ACCOUNT_PERMISSIONS.length)
  .refine((list) => new Set(list).size === list.length, { error: 'invalid' });

/** A role, or `custom` with the individual permissions. */
export const teamGrantSchema = z.discriminatedUnion(
  'role',
  [
    z.object({ role: z.enum(TEAM_ROLES) }),
    z.object({ role: z.literal('custom'), permissions: permissionsSchema }),
  ],
  { error: 'invalid' },
);
export type TeamGrant = z.infer<typeof teamGrantSchema>;

export const createTeamInvitationSchema = z.intersection(z.object({ email: emailSchema }), teamGrantSchema);
export type CreateTeamInvitationRequest = z.infer<typeof createTeamInvitationSchema>;

export const teamRoleSchema = z.enum([...TEAM_ROLES, 'custom']);

export const teamInvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: teamRoleSchema,
  permissions: z.array(z.enum(ACCOUNT_PERMISSIONS)),
  expires_at: z.string(),
  created_at: z.string(),
});
export type TeamInvitation = z.infer<typeof teamInvitationSchema>;

export const teamMemberSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: teamRoleSchema,
  permissions: z.array(z.enum(ACCOUNT_PERMISSIONS)),
  joined_at: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** An account the signed-in person may open: their own (`own`, every permission) or one they belong to. */
export const teamAccountSchema = z.object({
  account_id: z.number().int(),
  owner_name: z.string(),
  own: z.boolean(),
  role: z.union([teamRoleSchema, z.literal('owner')]),
  permissions: z.array(z.enum(ACCOUNT_PERMISSIONS)),
});
export type TeamAccount = z.infer<typeof teamAccountSchema>;

export const teamActivitySchema = z.object({
  id: z.number().int(),
  actor_name: z.string(),
  actor_email: z.string(),
  /** The operation the member called (its OpenAPI operationId) and its answer. */
  operation: z.string(),
  method: z.string(),
  path: z.string(),
  status: z.number().int(),
  at: z.string(),
});
export type TeamActivity = z.infer<typeof teamActivitySchema>;

export const acceptTeamInvitationParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'invalid' }),
});
export const teamAcceptedSchema = z.object({ account_id: z.number().int(), owner_name: z.string() });
export const teamIdParamsSchema = z.object({ id: rowIdSchema });

/**
 * Which members are told of a notification kind: those holding the permission (billing mail to billing members);
 * kinds missing here (security, the account's own data, announcements) reach the owner only.
 */
export const NOTIFICATION_KIND_PERMISSION: Partial<Record<string, AccountPermission>> = {
  top_up_credited: 'billing.read',
  card_autopay: 'billing.read',
  order_active: 'hosting.read',
  order_expiring: 'hosting.read',
  order_suspended: 'hosting.read',
  order_cancelled: 'hosting.read',
  order_change_reverted: 'hosting.read',
  order_cancellation: 'hosting.read',
  site_ssl_expiring: 'hosting.read',
  domain_active: 'domains.read',
  domain_expiring: 'domains.read',
  domain_refunded: 'domains.read',
  domain_renew_failed: 'domains.read',
  domain_grace: 'domains.read',
  domain_redemption: 'domains.read',
  domain_released: 'domains.read',
  ticket_answered: 'support.read',
  ticket_auto_closed: 'support.read',
};
