import { defineModule } from '../../composition/app-module.js';
import { bindJob } from '../../jobs/job-definition.js';
import { sendMessage } from './messages.jobs.js';
import { deliverOutboxMessage } from './send-message.job.js';

/** Mail and SMS leave through the outbox and this job; the module has no routes of its own. */
export const messagesModule = defineModule({
  name: 'messages',
  jobs: ({ adapters }) => [
    bindJob(sendMessage, deliverOutboxMessage({ mailer: adapters.mailer, sms: adapters.sms })),
  ],
});
