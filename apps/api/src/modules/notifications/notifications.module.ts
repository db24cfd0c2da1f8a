import { defineModule } from '../../composition/app-module.js';
import type { JobDefinition } from '../../jobs/job-definition.js';
import { createTelegramDelivery } from '../telegram/telegram-delivery.js';
import { broadcastJob } from './broadcast.job.js';
import { deliverNotificationJob } from './deliver-notification.job.js';
import { notificationsRoutes } from './notifications.routes.js';

export const notificationsModule = defineModule({
  name: 'notifications',
  routes: async (app) => app.register(notificationsRoutes),
  jobs: ({ adapters }) => [
    deliverNotificationJob({
      telegram: adapters.telegram ? createTelegramDelivery(adapters.telegram.api) : undefined,
    }),
    broadcastJob as JobDefinition<unknown>,
  ],
});
