import { type AdminAlert, type AlertKind, DEFAULT_LANGUAGE } from '@portal/contracts';
import type { Database, Queryable } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import { translate } from '../../i18n/i18n.js';
import type { LimitRule, LimitStore } from '../../integrations/limits/limit-store.js';
import { enqueue } from '../../jobs/job-runner.js';
import { queueEmail } from '../messages/messages.service.js';
import { activeStaffContacts } from '../staff/staff-directory.service.js';
import { alertChat } from './alerts.jobs.js';
import { findAlert, insertAlert, listOpenAlerts, markAlertResolved } from './alerts.repository.js';

// Staff are told when something needs a person: by e-mail to every active owner (through the outbox) and in the
// staff chat when one is configured. Each kind at most once an hour: the guard is a counter in the shared limit
// store, so of all processes noticing the same trouble only the first one tells anyone.

/** One alert of a kind per hour, across every process. */
export const ALERT_GUARD: LimitRule = { name: 'staff-alert', points: 1, windowSeconds: 3600 };

export interface AlertDeps {
  limits: LimitStore;
  /** The staff chat for alerts (STAFF_ALERT_CHAT_ID) when the bot can reach it; undefined: e-mail only. */
  staffChatId: number | undefined;
}

export type AlertParams = Record<string, string | number>;

export const alertSubject = (kind: AlertKind) => translate(DEFAULT_LANGUAGE, `alerts:${kind}.subject`);
const alertText = (kind: AlertKind, params: AlertParams) =>
  translate(DEFAULT_LANGUAGE, `alerts:${kind}.text`, params);

/**
 * Tells staff about `kind` (or, given a `guardKey`, about that one thing of the kind, e.g. one account) unless it
 * was told within the hour; answers whether it did. The alert row, the
 * owners' e-mails and the chat job are written in one transaction; if that fails the hour's turn is given back.
 */
export async function raiseAlert(
  deps: AlertDeps,
  db: Database,
  {
    kind,
    params,
    now,
    guardKey = kind,
  }: { kind: AlertKind; params: AlertParams; now: Date; guardKey?: string },
): Promise<boolean> {
  const guard = deps.limits.limiter(ALERT_GUARD);
  if (!(await guard.consume(guardKey)).allowed) return false;
  try {
    await db.transaction(async (tx) => {
      const subject = alertSubject(kind);
      const text = alertText(kind, params);
      const alertId = await insertAlert(tx, { kind, summary: text, raisedAt: now });
      const owners = (await activeStaffContacts(tx)).filter((member) => member.role === 'owner');
      for (const owner of owners) {
        await queueEmail(tx, { to: owner.email, subject, text, language: DEFAULT_LANGUAGE }, now);
      }
      if (deps.staffChatId !== undefined) await enqueue(tx, alertChat, { alertId }, now);
    });
  } catch (error) {
    await guard.reward(guardKey);
    throw error;
  }
  return true;
}

/** The chat message of an alert: its subject and its words. */
export async function alertChatText(db: Queryable, alertId: number): Promise<string | null> {
  const alert = await findAlert(db, alertId);
  return alert ? `⚠️ ${alertSubject(alert.kind as AlertKind)}\n\n${alert.summary}` : null;
}

export async function openAlerts(db: Queryable): Promise<AdminAlert[]> {
  return (await listOpenAlerts(db)).map((row) => ({
    id: row.id,
    kind: row.kind as AlertKind,
    summary: row.summary,
    raised_at: row.raisedAt.toISOString(),
  }));
}

/** Marks an open alert resolved (a staff action: the route audits it); 404 for an unknown or resolved one. */
export async function resolveAlert(tx: Queryable, id: number, at: Date) {
  const row = await markAlertResolved(tx, id, at);
  if (!row) throw new AppError('NOT_FOUND');
  return { kind: row.kind, raised_at: row.raisedAt.toISOString(), resolved_at: at.toISOString() };
}
