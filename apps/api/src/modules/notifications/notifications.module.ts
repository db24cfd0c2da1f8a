import { defineModule } from '../../composition/app-module.js';
import { bindJob } from '../../jobs/job-definition.js';
import { createTelegramDelivery } from '../telegram/telegram-delivery.js';
import { runBroadcastBatch } from './broadcast.job.js';
import { deliverOnEveryChannel } from './deliver-notification.job.js';
import { broadcast, deliverNotification } from './notifications.jobs.js';
import { notificationsRoutes } from './notifications.routes.js';

export const notificationsModule = defineModule({
  name: 'notifications',
  routes: async (app) => app.register(notificationsRoutes),
  jobs: ({ adapters }) => [
    bindJob(
      deliverNotification,
      deliverOnEveryChannel({
        telegram: adapters.telegram ? createTelegramDelivery(adapters.telegram.api) : undefined,
      }),
    ),
    bindJob(broadcast, runBroadcastBatch),
  ],
});
