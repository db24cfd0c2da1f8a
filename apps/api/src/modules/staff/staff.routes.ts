import {
  adminPaths,
  adminStaffSchema,
  errorResponseSchema,
  idParamsSchema,
  invitationAcceptSchema,
  invitationDetailsSchema,
  invitationTokenSchema,
  okEnvelope,
  staffInvitationRequestSchema,
  staffInvitationSchema,
  staffLoginRequestSchema,
  staffLoginResponseSchema,
  staffMeSchema,
  staffUpdateRequestSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PasswordHashConfig } from '../../config/password-hash-config.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { requireStaff } from '../../plugins/staff-auth.js';
import {
  acceptInvitation,
  inviteStaff,
  readInvitation,
  staffForConsole,
  updateStaffByOwner,
} from './staff-admin.service.js';
import { logInStaff, logOutStaff, staffMe } from './staff-auth.service.js';
import type { StaffLoginLimits } from './staff-login-guard.js';

export interface StaffRoutesOptions {
  box: SecretBox;
  hashCost: PasswordHashConfig;
  loginLimits: StaffLoginLimits;
  appUrl: string;
}

const security = [{ staffBearerAuth: [] }];
const refusals = { 401: errorResponseSchema, 403: errorResponseSchema };

export const staffRoutes: FastifyPluginAsyncZod<StaffRoutesOptions> = async (app, options) => {
  app.post(
    adminPaths.login,
    {
      schema: {
        tags: ['admin: staff'],
        operationId: 'adminLogin',
        security: [],
        summary: 'Staff login: e-mail, password and the TOTP code together',
        description:
          'A wrong password or code answers the same error; a code is accepted once. Failures are limited per address (429 with Retry-After); after repeated failures for the account, an address the member has not signed in from must send a solved captcha too (CAPTCHA_REQUIRED; captcha_id and captcha from the captcha endpoint). The right password and code are never locked out.',
        body: staffLoginRequestSchema,
        response: {
          200: okEnvelope(staffLoginResponseSchema),
          422: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const data = await logInStaff(app.db, request.body, {
        box: options.box,
        hashCost: options.hashCost,
        limits: options.loginLimits,
        ipAddress: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
        now: app.clock.now(),
      });
      return { status: true as const, data };
    },
  );

  app.post(
    adminPaths.logout,
    {
      config: { permission: null },
      schema: {
        tags: ['admin: staff'],
        operationId: 'adminLogout',
        summary: 'End this staff session',
        security,
        response: { 200: okEnvelope(z.null()), ...refusals },
      },
    },
    async (request) => {
      await logOutStaff(app.db, requireStaff(request), { ipAddress: request.ip, now: app.clock.now() });
      return { status: true as const, data: null };
    },
  );

  app.get(
    adminPaths.me,
    {
      config: { permission: null },
      schema: {
        tags: ['admin: staff'],
        operationId: 'adminGetMe',
        summary: 'The logged-in staff member with the permissions of their role',
        security,
        response: { 200: okEnvelope(staffMeSchema), ...refusals },
      },
    },
    async (request) => ({ status: true as const, data: staffMe(requireStaff(request).staff) }),
  );

  app.post(
    adminPaths.invitation,
    {
      schema: {
        tags: ['admin: staff'],
        operationId: 'adminGetInvitation',
        security: [],
        summary: 'An invitation by its token: the e-mail and the TOTP secret to add to an authenticator app',
        body: invitationTokenSchema,
        response: {
          200: okEnvelope(invitationDetailsSchema),
          404: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      status: true as const,
      data: await readInvitation(app.db, options.box, { token: request.body.token, now: app.clock.now() }),
    }),
  );

  app.post(
    adminPaths.invitationAccept,
    {
      schema: {
        tags: ['admin: staff'],
        operationId: 'adminAcceptInvitation',
        security: [],
        summary:
          "Accept an invitation: the new staff member's password and first TOTP code; answers a session",
        body: invitationAcceptSchema,
        response: {
          200: okEnvelope(staffLoginResponseSchema),
          404: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const data = await acceptInvitation(
        app.db,
        { box: options.box, hashCost: options.hashCost },
        {
          input: request.body,
          client: {
            ipAddress: request.ip,
            userAgent: request.headers['user-agent'] ?? '',
            now: app.clock.now(),
          },
        },
      );
      return { status: true as const, data };
    },
  );

  app.get(
    adminPaths.staff,
    {
      config: { permission: 'staff.manage' },
      schema: {
        tags: ['admin: staff'],
        operationId: 'adminListStaff',
        summary: 'Every staff member with role and state (active, invited, disabled)',
        security,
        response: { 200: okEnvelope(z.array(adminStaffSchema)), ...refusals },
      },
    },
    async () => ({ status: true as const, data: await staffForConsole(app.db) }),
  );

  app.post(
    adminPaths.staffInvitations,
    {
      config: { permission: 'staff.manage' },
      schema: {
        tags: ['admin: staff'],
        operationId: 'adminInviteStaff',
        summary: 'Invite a staff member: answers a one-time link (72 hours) to pass on; shown once',
        security,
        body: staffInvitationRequestSchema,
        response: { 200: okEnvelope(staffInvitationSchema), ...refusals, 422: errorResponseSchema },
      },
    },
    async (request) => {
      const actor = { staffId: requireStaff(request).staff.id, ipAddress: request.ip, at: app.clock.now() };
      const data = await inviteStaff(
        app.db,
        { box: options.box, appUrl: options.appUrl, hashCost: options.hashCost },
        { actor, invitee: request.body },
      );
      return { status: true as const, data };
    },
  );

  app.put(
    adminPaths.staffMember,
    {
      config: { permission: 'staff.manage' },
      schema: {
        tags: ['admin: staff'],
        operationId: 'adminUpdateStaff',
        summary:
          "Change a colleague's role or disable them (their sessions end); never one's own account (409)",
        security,
        params: idParamsSchema,
        body: staffUpdateRequestSchema,
        response: {
          200: okEnvelope(z.null()),
          ...refusals,
          404: errorResponseSchema,
          409: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const actor = { staffId: requireStaff(request).staff.id, ipAddress: request.ip, at: app.clock.now() };
      await updateStaffByOwner(app.db, actor, { id: request.params.id, change: request.body });
      return { status: true as const, data: null };
    },
  );
};
