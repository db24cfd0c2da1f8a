import { defineModule } from '../../composition/app-module.js';
import { bindJob } from '../../jobs/job-definition.js';
import { runBroadcastBatch } from './broadcast.job.js';
import { deliverOnEveryChannel } from './deliver-notification.job.js';
import { broadcast, deliverNotification } from './notifications.jobs.js';
import { notificationsRoutes } from './notifications.routes.js';
import { notificationsStaffRoutes } from './staff/notifications-staff.routes.js';

export const notificationsModule = defineModule({
  name: 'notifications',
  routes: async (app) => {
    await app.register(notificationsRoutes);
    await app.register(notificationsStaffRoutes);
  },
  // The Telegram channel is the telegram module's, handed over at composition (telegram sits above notifications).
  jobs: ({ ports, config }) => [
    bindJob(
      deliverNotification,
      deliverOnEveryChannel({ telegram: ports.chatDelivery, appUrl: config.appUrl }),
    ),
    bindJob(broadcast, runBroadcastBatch),
  ],
});
