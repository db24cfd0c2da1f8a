import { defineModule, type ModuleContext } from '../../composition/app-module.js';
import { bindJob, bindSchedule } from '../../jobs/job-definition.js';
import { derivedSecretBox } from '../../lib/secret-box.js';
import { deliverWebhookAttempt, sweepOverdueDeliveries } from './deliver-webhook.job.js';
import { deliverWebhook, sweepWebhookDeliveries } from './webhooks.jobs.js';
import { webhooksRoutes } from './webhooks.routes.js';
import type { WebhooksDeps } from './webhooks.service.js';

// Webhooks sit below notifications (notify emits their events), so telling an owner that an endpoint was switched
// off goes through the `notifyCustomer` port given at composition.

const depsOf = ({ config, adapters }: ModuleContext): WebhooksDeps => ({
  box: derivedSecretBox(config.hosting.secretKey, 'webhook-secrets'),
  sender: adapters.webhookSender,
});

export const webhooksModule = defineModule({
  name: 'webhooks',
  routes: async (app, context) => {
    await app.register(webhooksRoutes, { deps: depsOf(context) });
  },
  jobs: (context) => [
    bindJob(
      deliverWebhook,
      deliverWebhookAttempt({ ...depsOf(context), notifyCustomer: context.ports.notifyCustomer }),
    ),
  ],
  recurring: () => [bindSchedule(sweepWebhookDeliveries, sweepOverdueDeliveries)],
});
