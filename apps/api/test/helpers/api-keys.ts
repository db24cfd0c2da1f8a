import { apiKeyPaths } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { as, type Person } from './team.js';

export const createKey = (app: FastifyInstance, owner: Person, body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: apiKeyPaths.list, headers: as(owner), payload: body });

/** A new key of `owner` with these scopes; answers its secret. */
export async function keyOf(
  app: FastifyInstance,
  owner: Person,
  scopes: string[],
  name = 'script',
): Promise<string> {
  const response = await createKey(app, owner, { name, scopes });
  if (response.statusCode !== 200) throw new Error(`key creation failed: ${response.body}`);
  return response.json().data.secret as string;
}

export const withKey = (secret: string, headers: Record<string, string> = {}) => ({
  authorization: `Bearer ${secret}`,
  ...headers,
});
