import {
  acceptTeamInvitationParamsSchema,
  createTeamInvitationSchema,
  errorResponseSchema,
  noDataSchema,
  okEnvelope,
  pagedEnvelope,
  perPageQuerySchema,
  type TeamGrant,
  teamAcceptedSchema,
  teamAccountSchema,
  teamActivitySchema,
  teamGrantSchema,
  teamIdParamsSchema,
  teamInvitationSchema,
  teamMemberSchema,
  teamPaths,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/auth.js';
import {
  acceptInvitation,
  accountsOf,
  changeMember,
  inviteMember,
  listActivity,
  listInvitations,
  listMembers,
  removeMember,
  withdrawInvitation,
} from './team.service.js';

const common = { tags: ['team'], security: [{ bearerAuth: [] }] };
const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  422: errorResponseSchema,
};
// Managing members is the owner's alone: a member never sees or changes the team.
const ownerOnly = { accountPermission: 'owner' as const };

/** The owner's team (members, invitations, activity) and the signed-in person's side (accept, accounts). */
export const teamRoutes: FastifyPluginAsyncZod<{ appUrl: string }> = async (app, { appUrl }) => {
  app.get(
    teamPaths.members,
    {
      config: ownerOnly,
      schema: {
        ...common,
        operationId: 'listTeamMembers',
        summary: 'The people who may act in my account, with their roles',
        response: { 200: okEnvelope(z.array(teamMemberSchema)), ...errors },
      },
    },
    async (request) => ({
      status: true as const,
      data: await listMembers(app.db, requireAuth(request).user.id),
    }),
  );

  app.put(
    teamPaths.member,
    {
      config: ownerOnly,
      schema: {
        ...common,
        operationId: 'updateTeamMember',
        summary: 'Change a member’s role or permissions; their next request is checked against them',
        params: teamIdParamsSchema,
        body: teamGrantSchema,
        response: { 200: okEnvelope(noDataSchema), ...errors },
      },
    },
    async (request) => {
      await changeMember(app.db, {
        accountId: requireAuth(request).user.id,
        id: request.params.id,
        grant: request.body,
      });
      return { status: true as const, data: null };
    },
  );

  app.delete(
    teamPaths.member,
    {
      config: ownerOnly,
      schema: {
        ...common,
        operationId: 'removeTeamMember',
        summary: 'Remove a member at once: their open pages lose the account within seconds',
        params: teamIdParamsSchema,
        response: { 200: okEnvelope(noDataSchema), ...errors },
      },
    },
    async (request) => {
      const accountId = requireAuth(request).user.id;
      await removeMember(app.db, { accountId, id: request.params.id, now: app.clock.now() });
      return { status: true as const, data: null };
    },
  );

  app.get(
    teamPaths.invitations,
    {
      config: ownerOnly,
      schema: {
        ...common,
        operationId: 'listTeamInvitations',
        summary: 'Invitations not yet accepted or withdrawn (lapsed ones show their past expiry)',
        response: { 200: okEnvelope(z.array(teamInvitationSchema)), ...errors },
      },
    },
    async (request) => ({
      status: true as const,
      data: await listInvitations(app.db, requireAuth(request).user.id),
    }),
  );

  app.post(
    teamPaths.invitations,
    {
      config: ownerOnly,
      // Each invitation is an e-mail to an address the owner types: counted with the account's other messages.
      onRequest: app.limits.mailSendPerAccount,
      schema: {
        ...common,
        operationId: 'createTeamInvitation',
        summary: 'Invite a person by e-mail with a role or individual permissions; the link works 7 days',
        body: createTeamInvitationSchema,
        response: {
          200: okEnvelope(teamInvitationSchema),
          409: errorResponseSchema,
          429: errorResponseSchema,
          ...errors,
        },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const { email, ...grant } = request.body;
      const data = await inviteMember(
        app.db,
        { appUrl },
        { owner: user, email, grant: grant as TeamGrant, now: app.clock.now() },
      );
      return { status: true as const, data };
    },
  );

  app.delete(
    teamPaths.invitation,
    {
      config: ownerOnly,
      schema: {
        ...common,
        operationId: 'withdrawTeamInvitation',
        summary: 'Withdraw a pending invitation: its link stops working',
        params: teamIdParamsSchema,
        response: { 200: okEnvelope(noDataSchema), ...errors },
      },
    },
    async (request) => {
      const accountId = requireAuth(request).user.id;
      await withdrawInvitation(app.db, { accountId, id: request.params.id, now: app.clock.now() });
      return { status: true as const, data: null };
    },
  );

  app.post(
    teamPaths.accept,
    {
      config: { accountPermission: 'self' },
      schema: {
        ...common,
        operationId: 'acceptTeamInvitation',
        summary: 'Join the inviting account, signed in as the invited address',
        params: acceptTeamInvitationParamsSchema,
        response: {
          200: okEnvelope(teamAcceptedSchema),
          409: errorResponseSchema,
          410: errorResponseSchema,
          ...errors,
        },
      },
    },
    async (request) => {
      const data = await acceptInvitation(app.db, {
        token: request.params.token,
        user: requireAuth(request).actor,
        now: app.clock.now(),
      });
      return { status: true as const, data };
    },
  );

  app.get(
    teamPaths.accounts,
    {
      config: { accountPermission: 'self' },
      schema: {
        ...common,
        operationId: 'listMyAccounts',
        summary: 'The accounts I may open: my own first, then those I belong to, with my permissions',
        response: { 200: okEnvelope(z.array(teamAccountSchema)), ...errors },
      },
    },
    async (request) => ({
      status: true as const,
      data: await accountsOf(app.db, requireAuth(request).actor),
    }),
  );

  app.get(
    teamPaths.activity,
    {
      config: ownerOnly,
      schema: {
        ...common,
        operationId: 'listTeamActivity',
        summary: 'What members changed in my account, newest first, with who did it',
        querystring: perPageQuerySchema,
        response: { 200: pagedEnvelope(teamActivitySchema), ...errors },
      },
    },
    async (request) => ({
      status: true as const,
      ...(await listActivity(app.db, {
        accountId: requireAuth(request).user.id,
        page: request.query.page,
        perPage: request.query.per_page,
      })),
    }),
  );
};
