import { notificationsPaths } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notifications, outbox } from '../../src/db/schema.js';

export function notificationsCall(
  app: FastifyInstance,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) {
  return app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
}

export async function listNotifications(app: FastifyInstance, token: string, query = '') {
  const response = await notificationsCall(app, token, 'GET', `${notificationsPaths.list}${query}`);
  if (response.statusCode !== 200) throw new Error(`list failed: ${response.body}`);
  return response.json() as {
    data: Array<{ id: number; kind: string; params: Record<string, unknown>; read_at: string | null }>;
    total: number;
    unread: number;
  };
}

/** The kinds a user has, newest first, read straight from the table (works after sessions ended). */
export async function kindsOf(app: FastifyInstance, userId: number): Promise<string[]> {
  const rows = await app.db.select().from(notifications).where(eq(notifications.userId, userId));
  return rows.sort((a, b) => b.id - a.id).map((row) => row.kind);
}

export async function mailsTo(app: FastifyInstance, to: string) {
  return app.db.select().from(outbox).where(eq(outbox.to, to));
}
