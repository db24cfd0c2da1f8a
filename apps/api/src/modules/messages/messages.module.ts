import { defineModule } from '../../composition/app-module.js';
import { sendMessageJob } from './send-message.job.js';

/** Mail and SMS leave through the outbox and this job; the module has no routes of its own. */
export const messagesModule = defineModule({
  name: 'messages',
  jobs: ({ adapters }) => [sendMessageJob({ mailer: adapters.mailer, sms: adapters.sms })],
});
