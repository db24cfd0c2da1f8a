import type { Database } from '../../db/database.js';
import { notify } from '../notifications/notifications.service.js';
import { claimExpiryNotice, listCardsExpiringUntold } from './saved-cards.repository.js';

// A saved card that expires within 30 days gets one notice (docs/product/saved-cards.md), so the customer adds a
// new card before auto-pay meets a dead one.

export const CARD_EXPIRY_NOTICE_DAYS = 30;
const DAY_MS = 86_400_000;

/** The first moment after the card's last valid month ("MM/YY"); null when the text is not an expiry. */
export function cardExpiryEnd(expiry: string): Date | null {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(expiry);
  if (!match) return null;
  return new Date(Date.UTC(2000 + Number(match[2]), Number(match[1]), 1));
}

export async function sendCardExpiryNotices(db: Database, now: Date): Promise<number> {
  let sent = 0;
  for (const card of await listCardsExpiringUntold(db)) {
    const end = cardExpiryEnd(card.expiry);
    if (!end || end.getTime() - now.getTime() > CARD_EXPIRY_NOTICE_DAYS * DAY_MS) continue;
    const told = await db.transaction(async (tx) => {
      if (!(await claimExpiryNotice(tx, card.id, now))) return false;
      await notify(tx, {
        userId: card.userId,
        kind: 'card_autopay',
        // The last day the card works.
        params: {
          autopay: 'card_expiring',
          card: card.maskedNumber,
          expires_at: new Date(end.getTime() - DAY_MS).toISOString(),
        },
        at: now,
      });
      return true;
    });
    if (told) sent += 1;
  }
  return sent;
}
