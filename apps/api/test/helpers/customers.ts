import type { RegisterRequest } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';

let counter = 0;

/** A valid registration with an e-mail and a phone number no other test uses. */
export function newCustomer(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  counter += 1;
  const unique = `${process.pid}${counter}`.slice(-7).padStart(7, '0');
  return {
    firstname: 'Aziz',
    lastname: 'Karimov',
    sex: 'male',
    birthday: '1990-03-21',
    email: `aziz.${process.pid}.${counter}.${Date.now()}@example.uz`,
    phone_number: `+99890${unique}`,
    password: 'Secret#2024',
    password_confirmation: 'Secret#2024',
    ...overrides,
  };
}

export async function register(app: FastifyInstance, body: unknown, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/client/user/auth/register',
    payload: body as object,
    headers,
  });
}

export async function login(app: FastifyInstance, body: unknown, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/api/client/user/auth/login', payload: body as object, headers });
}

export async function getProfile(
  app: FastifyInstance,
  token: string | null,
  extra: Record<string, string> = {},
) {
  return app.inject({
    method: 'GET',
    url: '/api/client/user/profile',
    headers: { ...(token === null ? {} : { authorization: `Bearer ${token}` }), ...extra },
  });
}

/** The id of the customer a token belongs to. */
export async function userIdOf(app: FastifyInstance, token: string): Promise<number> {
  return (await getProfile(app, token)).json().data.id;
}

/** A GET with the customer's token that must answer 200; answers its `data`. */
export async function getData(app: FastifyInstance, token: string, url: string) {
  const response = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  if (response.statusCode !== 200)
    throw new Error(`GET ${url} answered ${response.statusCode}: ${response.body}`);
  return response.json().data;
}

/** Registers a fresh customer and answers their details with the auto-login token. */
export async function registerCustomer(app: FastifyInstance, overrides: Partial<RegisterRequest> = {}) {
  const customer = newCustomer(overrides);
  const response = await register(app, customer);
  if (response.statusCode !== 200) throw new Error(`registration failed: ${response.body}`);
  return { customer, token: response.json().data.access_token as string };
}
