import {
  errorResponseSchema,
  idParamsSchema,
  notificationPreferencesSchema,
  notificationsListResponseSchema,
  notificationsPaths,
  notificationsQuerySchema,
  okEnvelope,
  unreadCountSchema,
  updateNotificationPreferencesSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/auth.js';
import { getPreferences, updatePreferences } from './notification-preferences.js';
import {
  listNotifications,
  readAllNotifications,
  readNotification,
  unreadCountOf,
} from './notifications.service.js';

const idParams = idParamsSchema;
const errors = { 401: errorResponseSchema, 404: errorResponseSchema, 422: errorResponseSchema };
const common = { tags: ['notifications'], security: [{ bearerAuth: [] }] };

/** The customer's in-app notifications and their per-channel choices. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const userOf = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).user.id;

  app.get(
    notificationsPaths.list,
    {
      config: { accountPermission: 'self' },
      schema: {
        ...common,
        operationId: 'listNotifications',
        summary: 'Notifications, newest first, with the unread count',
        querystring: notificationsQuerySchema,
        response: { 200: notificationsListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: true as const,
      ...(await listNotifications(app.db, {
        userId: userOf(request),
        page: request.query.page,
        perPage: request.query.per_page,
      })),
    }),
  );

  app.get(
    notificationsPaths.unreadCount,
    {
      config: { accountPermission: 'self' },
      schema: {
        ...common,
        operationId: 'getNotificationUnreadCount',
        summary: 'How many are unread',
        response: { 200: okEnvelope(unreadCountSchema), ...errors },
      },
    },
    async (request) => ({
      status: true as const,
      data: { unread: await unreadCountOf(app.db, userOf(request)) },
    }),
  );

  app.post(
    notificationsPaths.readAll,
    {
      config: { accountPermission: 'self' },
      schema: {
        ...common,
        operationId: 'markAllNotificationsRead',
        summary: 'Marks every notification read',
        response: { 200: okEnvelope(unreadCountSchema), ...errors },
      },
    },
    async (request) => ({
      status: true as const,
      data: await readAllNotifications(app.db, userOf(request), app.clock.now()),
    }),
  );

  app.post(
    notificationsPaths.read,
    {
      config: { accountPermission: 'self' },
      schema: {
        ...common,
        operationId: 'markNotificationRead',
        summary: 'Marks one notification read',
        params: idParams,
        response: { 200: okEnvelope(unreadCountSchema), ...errors },
      },
    },
    async (request) => ({
      status: true as const,
      data: await readNotification(app.db, {
        userId: userOf(request),
        id: request.params.id,
        now: app.clock.now(),
      }),
    }),
  );

  app.get(
    notificationsPaths.preferences,
    {
      config: { accountPermission: 'self' },
      schema: {
        ...common,
        operationId: 'getNotificationPreferences',
        summary: 'E-mail and Telegram on/off per kind; security kinds are locked on',
        response: { 200: okEnvelope(notificationPreferencesSchema), ...errors },
      },
    },
    async (request) => ({ status: true as const, data: await getPreferences(app.db, userOf(request)) }),
  );

  app.put(
    notificationsPaths.preferences,
    {
      config: { accountPermission: 'self' },
      schema: {
        ...common,
        operationId: 'updateNotificationPreferences',
        summary: 'Changes the listed kind × channel pairs; a security kind cannot be switched off',
        body: updateNotificationPreferencesSchema,
        response: { 200: okEnvelope(notificationPreferencesSchema), ...errors },
      },
    },
    async (request) => ({
      status: true as const,
      data: await updatePreferences(app.db, userOf(request), request.body.preferences),
    }),
  );
};
