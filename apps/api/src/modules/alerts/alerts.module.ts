import { defineModule } from '../../composition/app-module.js';
import { bindJob, bindSchedule } from '../../jobs/job-definition.js';
import { openReconciliationItems } from '../payments/reconciliation.service.js';
import { openTicketCount, overdueTicketCount } from '../support/support-overdue.service.js';
import { runAlertChecks, runLedgerCheckAlert } from './alert-checks.js';
import { alertChat, alertChecks, ledgerCheck } from './alerts.jobs.js';
import { type AlertDeps, alertChatText } from './alerts.service.js';
import { alertsStaffRoutes } from './staff/alerts-staff.routes.js';

/** What alerts are sent with: the shared limit store (the hourly guard) and the staff chat when there is a bot. */
export const alertDepsOf = ({ adapters, config }: Parameters<NonNullable<typeof alertsModule.jobs>>[0]) =>
  ({
    limits: adapters.limits,
    staffChatId: adapters.telegram ? config.operations.alerts.staffChatId : undefined,
  }) satisfies AlertDeps;

// Staff alerts: raised by the checks below and by the job runner (a job given up, wired in app.ts); the
// console's system page lists the open ones.
export const alertsModule = defineModule({
  name: 'alerts',
  routes: async (app) => {
    // What the alerts watch, as gauges too (read at scrape time): tickets open and overdue, and the
    // reconciliation items by kind (fiscal receipts missing among them).
    app.metrics.gauge({ name: 'portal_tickets_open', help: 'Support tickets not closed' }, async () => [
      { value: await openTicketCount(app.db) },
    ]);
    app.metrics.gauge(
      { name: 'portal_tickets_overdue', help: 'Tickets past their first-answer time' },
      async () => [{ value: await overdueTicketCount(app.db, app.clock.now()) }],
    );
    app.metrics.gauge(
      {
        name: 'portal_reconciliation_items',
        help: 'Payment items waiting for staff, by kind (missing fiscal receipts included)',
        labelNames: ['kind'],
      },
      async () => {
        const counts = new Map<string, number>();
        for (const item of await openReconciliationItems(app.db, app.clock.now()))
          counts.set(item.kind, (counts.get(item.kind) ?? 0) + 1);
        return [...counts].map(([kind, value]) => ({ labels: { kind }, value }));
      },
    );
    await app.register(alertsStaffRoutes);
  },
  jobs: (context) => {
    const telegram = context.adapters.telegram;
    const chatId = context.config.operations.alerts.staffChatId;
    return [
      bindJob(alertChat, async ({ alertId }, { db, log }) => {
        const text = await alertChatText(db, alertId);
        if (!telegram || chatId === undefined || !text) return;
        const outcome = await telegram.api.sendMessage(chatId, text);
        // The bot was removed from the staff chat: retrying cannot help, and the owners' e-mails went anyway.
        if (outcome !== 'sent') log.error({ outcome }, 'the staff chat refused an alert');
      }),
    ];
  },
  recurring: (context) => {
    const deps = alertDepsOf(context);
    return [
      bindSchedule(
        alertChecks,
        ({ db, clock, log }) =>
          runAlertChecks(
            {
              ...deps,
              registrar: context.adapters.registrars.api,
              lowBalanceUsd: context.config.domains.lowBalanceUsd,
            },
            { db, now: clock.now(), log },
          ),
        { everyMs: context.config.operations.alerts.checkEveryMs },
      ),
      bindSchedule(ledgerCheck, ({ db, clock, log }) =>
        runLedgerCheckAlert(deps, { db, now: clock.now(), log }),
      ),
    ];
  },
});
