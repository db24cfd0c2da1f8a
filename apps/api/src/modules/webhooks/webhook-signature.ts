import { createHmac, randomBytes } from 'node:crypto';

// The signature every delivery carries, in the shape of Standard Webhooks (docs/webhooks.md): the receiver
// recomputes HMAC-SHA256 with the endpoint's secret over "<Webhook-Id>.<Webhook-Timestamp>.<body>" and compares
// it with each `v1,<base64>` of Webhook-Signature; the timestamp lets it refuse an old message played again.

const SECRET_PREFIX = 'whsec_';

/** A new endpoint secret: 32 random bytes, base64, behind "whsec_" as Standard Webhooks' libraries expect. */
export const newWebhookSecret = (): string => `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;

const keyOf = (secret: string): Buffer => Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');

export function signWebhook(
  secret: string,
  message: { id: string; timestamp: number; body: string },
): string {
  const mac = createHmac('sha256', keyOf(secret))
    .update(`${message.id}.${message.timestamp}.${message.body}`)
    .digest('base64');
  return `v1,${mac}`;
}

/** The headers of one attempt: a fresh timestamp (seconds) and its signature; the id stays the event's. */
export function webhookHeaders(
  secret: string,
  message: { id: string; body: string; now: Date },
): Record<string, string> {
  const timestamp = Math.floor(message.now.getTime() / 1000);
  return {
    'content-type': 'application/json',
    'user-agent': 'portal-webhooks/1',
    'webhook-id': message.id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signWebhook(secret, { id: message.id, timestamp, body: message.body }),
  };
}
