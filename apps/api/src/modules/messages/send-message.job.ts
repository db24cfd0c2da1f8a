import type { Mailer } from '../../integrations/mailer/mailer.js';
import type { SmsSender } from '../../integrations/sms/sms-sender.js';
import type { JobHandler } from '../../jobs/job-definition.js';
import type { sendMessage } from './messages.jobs.js';
import { findOutboxMessage, setOutboxStatus } from './outbox.repository.js';

/**
 * Delivers one outbox message through its transport. Without a transport the outbox is the destination,
 * so the message is marked stored. Failures throw and the runner retries with backoff.
 */
export function deliverOutboxMessage(transports: {
  mailer: Mailer | undefined;
  sms: SmsSender | undefined;
}): JobHandler<typeof sendMessage> {
  return async ({ outboxId }, { db, clock }) => {
    const message = await findOutboxMessage(db, outboxId);
    if (!message || message.status === 'sent' || message.status === 'stored') return;
    try {
      if (message.channel === 'email') {
        if (!transports.mailer) return setOutboxStatus(db, outboxId, 'stored', clock.now());
        await transports.mailer.send({
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html ?? message.text,
          ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        });
      } else {
        if (!transports.sms) return setOutboxStatus(db, outboxId, 'stored', clock.now());
        await transports.sms.send({ to: message.to, text: message.text });
      }
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await setOutboxStatus(db, outboxId, 'failed', clock.now(), reason.slice(0, 2000));
      throw error;
    }
    await setOutboxStatus(db, outboxId, 'sent', clock.now());
  };
}
