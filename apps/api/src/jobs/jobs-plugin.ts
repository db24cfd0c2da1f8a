import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config/config.js';
import { createSmtpMailer } from '../integrations/mailer/mailer.js';
import { createEskizSmsSender } from '../integrations/sms/sms-sender.js';
import { createSecretBox } from '../lib/secret-box.js';
import { createHostingDeps } from '../modules/hosting/hosting-deps.js';
import { panelTaskJob } from '../modules/hosting/panel-task.job.js';
import { provisionOrderJob } from '../modules/hosting/provision-order.job.js';
import { sendMessageJob } from '../modules/messages/send-message.job.js';
import { deliverNotificationJob } from '../modules/notifications/deliver-notification.job.js';
import type { TelegramDelivery } from '../modules/telegram/telegram-delivery.js';
import { createJobRunner, type JobRunner } from './job-runner.js';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRunner;
  }
}

/** The job runner with every job of the app; polls in this process unless the interval is 0. */
export const jobsPlugin = fp(
  async (app: FastifyInstance, options: { config: AppConfig }) => {
    const { mail, sms } = options.config;
    const mailer = mail.smtpUrl ? createSmtpMailer(mail.smtpUrl, mail.from) : undefined;
    const smsSender =
      sms.email && sms.password
        ? createEskizSmsSender({
            baseUrl: sms.baseUrl,
            email: sms.email,
            password: sms.password,
            from: sms.from,
          })
        : undefined;
    const { hosting } = options.config;
    const hostingDeps = createHostingDeps(createSecretBox(hosting.secretKey), hosting.panelTimeoutMs);
    // The bot's delivery when TELEGRAM_BOT_TOKEN (or demo mode) configures one.
    const telegram: TelegramDelivery | undefined = app.telegram?.delivery;
    const runner = createJobRunner({
      db: app.db,
      clock: app.clock,
      log: app.log,
      definitions: [
        sendMessageJob({ mailer, sms: smsSender }),
        provisionOrderJob(hostingDeps),
        panelTaskJob(hostingDeps),
        deliverNotificationJob({ telegram }),
      ],
    });
    app.decorate('jobs', runner);
    app.addHook('onReady', async () => runner.start(options.config.jobsPollMs));
    // Registered after the db plugin, so this runs before the database closes.
    app.addHook('onClose', async () => runner.stop());
  },
  { name: 'jobs', dependencies: ['db'] },
);
