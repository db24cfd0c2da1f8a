import { z } from 'zod';
import { API_BASE } from './api-paths.js';
import { rowIdSchema } from './envelope.js';
import { type AccountAccess, type AccountPermission, permits } from './team.js';

// Personal API keys: a script acts in its owner's account with the permissions of the key's scopes, through the
// same check as a member's role (`permits`). The security routes ('owner', 'self') are never a key's; the routes
// open to anyone in the account ('member': the profile and balance) are open to every key, except the live
// stream's, which a route marks as a browser session's (`sessionOnly`). docs/api-keys.md describes them.

export const API_KEY_SCOPES = ['read', 'hosting', 'domains', 'billing', 'support'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** What each scope grants: `read` every reading permission; an area's scope reads and changes that area. */
export const API_KEY_SCOPE_PERMISSIONS: Record<ApiKeyScope, readonly AccountPermission[]> = {
  read: ['billing.read', 'hosting.read', 'domains.read', 'support.read'],
  hosting: ['hosting.read', 'hosting.manage'],
  domains: ['domains.read', 'domains.manage'],
  billing: ['billing.read', 'billing.manage'],
  support: ['support.read', 'support.manage'],
};

/** The permissions a key with these scopes holds. */
export const permissionsOfScopes = (scopes: readonly ApiKeyScope[]): AccountPermission[] => [
  ...new Set(scopes.flatMap((scope) => API_KEY_SCOPE_PERMISSIONS[scope])),
];

/** Whether a key may call a route declaring `access`: never the owner's or the person's own things. */
export function keyPermits(scopes: readonly ApiKeyScope[], access: AccountAccess): boolean {
  if (access === 'owner' || access === 'self') return false;
  return permits(permissionsOfScopes(scopes), access);
}

/** The scopes any one of which opens a route declaring `access` (none for the routes keys never reach). */
export const scopesFor = (access: AccountAccess): ApiKeyScope[] =>
  API_KEY_SCOPES.filter((scope) => keyPermits([scope], access));

/** Every key's secret starts so: told apart from a session token at a glance, and by secret scanners. */
export const API_KEY_PREFIX = 'hp_';
/** Keys an account may hold at once (revoked ones do not count). */
export const API_KEYS_MAX = 20;
/** A key's expiry is at most this far ahead. */
export const API_KEY_MAX_DAYS = 365;
export const API_KEY_NAME_MAX = 60;

export const apiKeyPaths = {
  /** GET the owner's keys; POST creates one and answers its secret, once. */
  list: `${API_BASE}/user/api-keys`,
  /** DELETE revokes a key at once. */
  item: `${API_BASE}/user/api-keys/:id`,
} as const;

export const createApiKeySchema = z.object({
  name: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(API_KEY_NAME_MAX, { error: 'too_long' }),
  scopes: z
    .array(z.enum(API_KEY_SCOPES, { error: 'invalid' }), { error: 'required' })
    .min(1, { error: 'required' })
    .max(API_KEY_SCOPES.length)
    .refine((list) => new Set(list).size === list.length, { error: 'invalid' }),
  /** When the key stops working; in the future and at most a year ahead. Without it the key works until revoked. */
  expires_at: z.iso
    .datetime({ offset: true, error: 'api_key_expiry_invalid' })
    .nullable()
    .optional()
    .transform((value) => value ?? null),
});
export type CreateApiKeyRequest = z.input<typeof createApiKeySchema>;

export const apiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  /** The secret's last four characters, to tell keys apart; the secret itself is never shown again. */
  hint: z.string(),
  created_at: z.string(),
  expires_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
  /** The address the key was last used from. */
  last_used_ip: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** The answer to creating a key: the key and its secret, shown this once. */
export const createdApiKeySchema = apiKeySchema.extend({ secret: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const apiKeyIdParamsSchema = z.object({ id: rowIdSchema });
