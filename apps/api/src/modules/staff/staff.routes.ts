import {
  adminPaths,
  auditEntrySchema,
  auditQuerySchema,
  errorResponseSchema,
  okEnvelope,
  staffLoginRequestSchema,
  staffMeSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Limiter } from '../../integrations/limits/limit-store.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { requireStaff } from '../../plugins/staff-auth.js';
import { AUDIT_PAGE_SIZE, auditEntries } from './audit.service.js';
import { logInStaff, logOutStaff, staffMe } from './staff-auth.service.js';

export interface StaffRoutesOptions {
  box: SecretBox;
  loginFailures: Limiter;
}

const security = [{ staffBearerAuth: [] }];
const refusals = { 401: errorResponseSchema, 403: errorResponseSchema };

export const staffRoutes: FastifyPluginAsyncZod<StaffRoutesOptions> = async (app, options) => {
  app.post(
    adminPaths.login,
    {
      schema: {
        tags: ['admin: staff'],
        summary: 'Staff login: e-mail, password and the TOTP code together',
        description: 'A wrong password or code answers the same error; a code is accepted once.',
        body: staffLoginRequestSchema,
        response: {
          200: okEnvelope(
            z.object({ access_token: z.string(), token_type: z.literal('Bearer'), expires_in: z.number() }),
          ),
          422: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const data = await logInStaff(app.db, request.body, {
        box: options.box,
        failures: options.loginFailures,
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
      onRequest: app.staffWith(null),
      schema: {
        tags: ['admin: staff'],
        summary: 'End this staff session',
        security,
        response: { 200: okEnvelope(z.null()), ...refusals },
      },
    },
    async (request) => {
      await logOutStaff(app.db, requireStaff(request), request.ip, app.clock.now());
      return { status: true as const, data: null };
    },
  );

  app.get(
    adminPaths.me,
    {
      onRequest: app.staffWith(null),
      schema: {
        tags: ['admin: staff'],
        summary: 'The logged-in staff member with the permissions of their role',
        security,
        response: { 200: okEnvelope(staffMeSchema), ...refusals },
      },
    },
    async (request) => ({ status: true as const, data: staffMe(requireStaff(request).staff) }),
  );

  app.get(
    adminPaths.auditLog,
    {
      onRequest: app.staffWith('audit.read'),
      schema: {
        tags: ['admin: audit'],
        summary: `Audit log, newest first, ${AUDIT_PAGE_SIZE} rows a page`,
        security,
        querystring: auditQuerySchema,
        response: { 200: okEnvelope(z.array(auditEntrySchema)), ...refusals, 422: errorResponseSchema },
      },
    },
    async (request) => {
      const { staff_id, customer_id, action, from, to, page } = request.query;
      const data = await auditEntries(
        app.db,
        {
          staffId: staff_id,
          customerId: customer_id,
          action,
          from: from ? new Date(from) : undefined,
          to: to ? new Date(to) : undefined,
        },
        page,
      );
      return { status: true as const, data };
    },
  );
};
