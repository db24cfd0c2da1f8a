import { createHash, randomBytes } from 'node:crypto';

/** A bearer token: 32 random bytes. Only its SHA-256 is stored, so a database leak reveals no session. */
export const createSessionToken = (): string => randomBytes(32).toString('base64url');

export const hashSessionToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The public id of a session, shown in the authentication history. */
export const createPublicSessionId = (): string => randomBytes(16).toString('base64url');

// Reading the header is the plugins' too, so it lives in lib; kept here for the callers that know it here.
export { readBearerToken } from '../../lib/bearer-token.js';
