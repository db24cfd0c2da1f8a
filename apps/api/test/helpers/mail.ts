import { mailPath, mailPaths, type RegisterRequest } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCustomer } from './customers.js';

export type Customer = { token: string; id: number };

/** Registers a customer and answers their token and user id. */
export async function mailCustomer(
  app: FastifyInstance,
  overrides: Partial<RegisterRequest> = {},
): Promise<Customer> {
  const { token } = await registerCustomer(app, overrides);
  const profile = await app.inject({
    method: 'GET',
    url: '/api/client/user/profile',
    headers: { authorization: `Bearer ${token}` },
  });
  return { token, id: profile.json().data.id as number };
}

type Method = 'GET' | 'POST' | 'DELETE';

export const mailCall = (
  app: FastifyInstance,
  who: Customer | null,
  method: Method,
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: { ...(who ? { authorization: `Bearer ${who.token}` } : {}), ...headers },
  });

export const send = (app: FastifyInstance, from: Customer, toId: number, body: unknown) =>
  mailCall(app, from, 'POST', mailPath(mailPaths.messages, toId), { body });

export const conversation = (app: FastifyInstance, who: Customer, peerId: number, query = '') =>
  mailCall(app, who, 'GET', `${mailPath(mailPaths.conversation, peerId)}${query}`);

export const contacts = (app: FastifyInstance, who: Customer) =>
  mailCall(app, who, 'GET', mailPaths.contacts);

export const unread = async (app: FastifyInstance, who: Customer): Promise<number> =>
  (await mailCall(app, who, 'GET', mailPaths.unreadCount)).json().data.count;
