import { defineModule } from '../../composition/app-module.js';
import { bindJob, bindSchedule } from '../../jobs/job-definition.js';
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
  routes: async (app) => app.register(alertsStaffRoutes),
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
