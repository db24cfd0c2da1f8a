import { ACCOUNT_HEADER, type TeamRole, teamPaths } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { newCustomer, register, userIdOf } from './customers.js';
import { mailsTo } from './notifications.js';

export interface Person {
  token: string;
  id: number;
  email: string;
}

/** A new customer; `language` is the one they registered in (their e-mails' language). */
export async function person(app: FastifyInstance, language = 'uz'): Promise<Person> {
  const customer = newCustomer();
  const response = await register(app, customer, { 'accept-language': language });
  if (response.statusCode !== 200) throw new Error(`registration failed: ${response.body}`);
  const token = response.json().data.access_token as string;
  return { token, id: await userIdOf(app, token), email: customer.email };
}

/** The headers of a request by `who`, acting in `accountId` when given. */
export const as = (who: Person, accountId?: number): Record<string, string> => ({
  authorization: `Bearer ${who.token}`,
  ...(accountId === undefined ? {} : { [ACCOUNT_HEADER]: String(accountId) }),
});

export const invite = (app: FastifyInstance, owner: Person, body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: teamPaths.invitations, headers: as(owner), payload: body });

/** The token of the newest invitation e-mail to `email`, read from the outbox as the invitee would. */
export async function invitationToken(app: FastifyInstance, email: string): Promise<string> {
  const mails = (await mailsTo(app, email.toLowerCase())).sort((a, b) => b.id - a.id);
  const token = mails[0]?.text.match(/#token=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no invitation e-mail to ${email}`);
  return token;
}

export const accept = (app: FastifyInstance, who: Person, token: string) =>
  app.inject({ method: 'POST', url: teamPaths.accept.replace(':token', token), headers: as(who) });

/** Invites `member` to `owner`'s account with a role and accepts; answers the membership's id. */
export async function join(
  app: FastifyInstance,
  owner: Person,
  member: Person,
  role: TeamRole,
): Promise<number> {
  const invited = await invite(app, owner, { email: member.email, role });
  if (invited.statusCode !== 200) throw new Error(`invite failed: ${invited.body}`);
  const accepted = await accept(app, member, await invitationToken(app, member.email));
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.body}`);
  const members = await app.inject({ method: 'GET', url: teamPaths.members, headers: as(owner) });
  return members.json().data.find((row: { user_id: number }) => row.user_id === member.id).id;
}
