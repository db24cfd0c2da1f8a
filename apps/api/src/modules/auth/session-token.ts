import { createHash, randomBytes } from 'node:crypto';

/** A bearer token: 32 random bytes. Only its SHA-256 is stored, so a database leak reveals no session. */
export const createSessionToken = (): string => randomBytes(32).toString('base64url');

export const hashSessionToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The public id of a session, shown in the authentication history. */
export const createPublicSessionId = (): string => randomBytes(16).toString('base64url');

/** Reads `Authorization: Bearer <token>`; answers null for anything else. */
export function readBearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,128})\s*$/i.exec(header);
  return match?.[1] ?? null;
}
