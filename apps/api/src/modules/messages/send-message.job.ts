import { z } from 'zod';
import type { Mailer } from '../../integrations/mailer/mailer.js';
import type { SmsSender } from '../../integrations/sms/sms-sender.js';
import { defineJob, type JobDefinition } from '../../jobs/job-definition.js';
import { findOutboxMessage, setOutboxStatus } from './outbox.repository.js';

export const SEND_MESSAGE_JOB = 'message.send';
const payloadSchema = z.object({ outboxId: z.number().int().positive() });

/**
 * Delivers one outbox message through its transport. Without a transport the outbox is the destination,
 * so the message is marked stored. Failures throw and the runner retries with backoff.
 */
export function sendMessageJob(transports: {
  mailer: Mailer | undefined;
  sms: SmsSender | undefined;
}): JobDefinition<z.infer<typeof payloadSchema>> {
  return defineJob({
    name: SEND_MESSAGE_JOB,
    payload: payloadSchema,
    maxAttempts: 6,
    async handler({ outboxId }, { db, clock }) {
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
    },
  });
}

/** The job definition's name is all enqueueing needs; the transports are bound when the runner starts. */
export const sendMessageJobRef = sendMessageJob({ mailer: undefined, sms: undefined });
