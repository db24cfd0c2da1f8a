import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SupportConfig } from '../../config/support-config.js';

// The reply address of a ticket: support+<ticket>.<signature>@<domain>. The signature (an HMAC of the ticket id
// with a server key) makes the address unguessable, so nobody writes into a ticket by counting ids.

const SIGNATURE_HEX = 16;

const signatureOf = (secret: string, ticketId: number): string =>
  createHmac('sha256', secret).update(`ticket:${ticketId}`).digest('hex').slice(0, SIGNATURE_HEX);

export function replyAddressOf(config: SupportConfig, ticketId: number): string {
  const { local, domain } = config.address;
  return `${local}+${ticketId}.${signatureOf(config.replySecret, ticketId)}@${domain}`;
}

export type AddressMeaning =
  | { kind: 'ticket'; ticketId: number }
  | { kind: 'new' }
  | { kind: 'forged' }
  | null;

/**
 * What a recipient address means to us: a ticket (signature checked in constant time), the plain support address
 * (a new ticket), a forged ticket address, or not ours at all (null).
 */
export function readRecipient(config: SupportConfig, recipient: string): AddressMeaning {
  const { local, domain } = config.address;
  const at = recipient.lastIndexOf('@');
  if (at < 0 || recipient.slice(at + 1).toLowerCase() !== domain.toLowerCase()) return null;
  const user = recipient.slice(0, at).toLowerCase();
  if (user === local.toLowerCase()) return { kind: 'new' };
  const match = new RegExp(
    `^${local.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\+(\\d{1,10})\\.([0-9a-f]+)$`,
  ).exec(user);
  if (!match) return null;
  const ticketId = Number(match[1]);
  const expected = Buffer.from(signatureOf(config.replySecret, ticketId));
  const given = Buffer.from(match[2] ?? '');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { kind: 'forged' };
  return { kind: 'ticket', ticketId };
}
