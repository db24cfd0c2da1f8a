import { createHash, randomBytes } from 'node:crypto';
import {
  API_KEY_MAX_DAYS,
  API_KEY_PREFIX,
  API_KEY_SCOPES,
  API_KEYS_MAX,
  type ApiKey,
  type ApiKeyScope,
  type CreatedApiKey,
} from '@portal/contracts';
import type { Database, Queryable } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import { lockUser } from '../account/user-directory.service.js';
import { requestUserById, type SessionWithUser } from '../auth/session.service.js';
import { notify } from '../notifications/notifications.service.js';
import {
  type ApiKeyRow,
  countLiveApiKeys,
  findLiveApiKeyByHash,
  insertApiKey,
  listLiveApiKeys,
  revokeApiKeyRow,
  touchApiKey,
} from './api-keys.repository.js';

/** A key's last use is written at most this often (the list shows it to the minute). */
const TOUCH_INTERVAL_MS = 60_000;
const DAY_MS = 86_400_000;

/** SHA-256, hex: enough for a 256-bit random secret (see api-keys.schema.ts). */
const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** Whether a bearer token is shaped as a key rather than a session token (which has no prefix). */
export const isApiKeySecret = (token: string): boolean => token.startsWith(API_KEY_PREFIX);

const scopesOf = (row: { scopes: string[] }): ApiKeyScope[] =>
  API_KEY_SCOPES.filter((scope) => row.scopes.includes(scope));

const viewOf = (row: ApiKeyRow): ApiKey => ({
  id: row.id,
  name: row.name,
  scopes: scopesOf(row),
  hint: row.hint,
  created_at: row.createdAt.toISOString(),
  expires_at: row.expiresAt?.toISOString() ?? null,
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
  last_used_ip: row.lastUsedIp,
});

export const listApiKeys = async (db: Queryable, userId: number): Promise<ApiKey[]> =>
  (await listLiveApiKeys(db, userId)).map(viewOf);

/**
 * Creates a key and answers its secret, the only time it is shown. The owner is told on every channel (a key
 * made by someone who took over a session would otherwise outlive a password change unseen).
 */
export async function createApiKey(
  db: Database,
  input: {
    userId: number;
    key: { name: string; scopes: ApiKeyScope[]; expires_at: string | null };
    ip: string;
    now: Date;
  },
): Promise<CreatedApiKey> {
  const { key, now } = input;
  const expiresAt = key.expires_at === null ? null : new Date(key.expires_at);
  if (
    expiresAt &&
    (expiresAt.getTime() <= now.getTime() || expiresAt.getTime() > now.getTime() + API_KEY_MAX_DAYS * DAY_MS)
  ) {
    throw new AppError('VALIDATION_FAILED', { fields: { expires_at: ['api_key_expiry_invalid'] } });
  }
  const secret = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return db.transaction(async (tx) => {
    // Under the owner's lock, so two creations at once cannot both pass the cap.
    await lockUser(tx, input.userId);
    if ((await countLiveApiKeys(tx, input.userId)) >= API_KEYS_MAX)
      throw new AppError('API_KEY_LIMIT_REACHED');
    const row = await insertApiKey(tx, {
      userId: input.userId,
      name: key.name,
      scopes: API_KEY_SCOPES.filter((scope) => key.scopes.includes(scope)),
      secretHash: hashSecret(secret),
      hint: secret.slice(-4),
      createdAt: now,
      expiresAt,
    });
    await notify(tx, {
      userId: input.userId,
      kind: 'api_key_created',
      params: { api_key: key.name, ip: input.ip },
      at: now,
    });
    return { ...viewOf(row), secret };
  });
}

/** Revokes a key: the next request with it, in any process, is refused (every request reads the key's row). */
export async function revokeApiKey(
  db: Database,
  input: { userId: number; id: number; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await revokeApiKeyRow(tx, input);
    if (!row) throw new AppError('NOT_FOUND');
    await notify(tx, {
      userId: input.userId,
      kind: 'api_key_revoked',
      params: { api_key: row.name },
      at: input.now,
    });
  });
}

export interface KeyAuthentication {
  key: { id: number; scopes: ApiKeyScope[]; expiresAt: Date | null };
  user: SessionWithUser['user'];
}

/**
 * The key of a secret and its owner, or null when the secret is unknown, revoked or expired, or the owner's
 * account is blocked or deleted. Records the use at most once a minute.
 */
export async function authenticateApiKey(
  db: Database,
  input: { secret: string; ip: string; now: Date },
): Promise<KeyAuthentication | null> {
  const { now } = input;
  const found = await findLiveApiKeyByHash(db, hashSecret(input.secret));
  if (!found || (found.expiresAt && found.expiresAt <= now)) return null;
  const user = await requestUserById(db, found.userId);
  if (!user) return null;
  if (!found.lastUsedAt || now.getTime() - found.lastUsedAt.getTime() >= TOUCH_INTERVAL_MS) {
    const staleBefore = new Date(now.getTime() - TOUCH_INTERVAL_MS);
    await touchApiKey(db, { id: found.id, at: now, ip: input.ip, staleBefore });
  }
  return { key: { id: found.id, scopes: scopesOf(found), expiresAt: found.expiresAt }, user };
}
