import {
  AUTOPAY_CONSENT_VERSION,
  type AutopaySettings,
  type CardChargeResult,
  type CardsSetup,
  type SavedCard,
  tiyinToSom,
  type UpdateAutopayRequest,
} from '@portal/contracts';
import type { PaymentsConfig } from '../../config/payments-config.js';
import type { Database, Queryable } from '../../db/database.js';
import { readAll } from '../../db/read-all.js';
import { AppError } from '../../errors/app-error.js';
import type { CardVault } from '../../integrations/payment-gateway/payme-subscribe.js';
import { lockUser } from '../account/user-directory.service.js';
import { notify } from '../notifications/notifications.service.js';
import { insertChargeWithInvoice, openCharge, runCharge } from './card-charge.service.js';
import {
  type AutopayRow,
  disableAutopayOfCard,
  findAutopay,
  findLiveCard,
  insertSavedCard,
  listLiveCards,
  markCardRemoved,
  type SavedCardRow,
  saveAutopay,
} from './saved-cards.repository.js';

// The customer's saved cards and auto-pay (docs/product/saved-cards.md). The browser tokenizes the card at Payme
// with the merchant id alone; we receive only the verified token and ask Payme about it before keeping it.

export interface SavedCardsDeps {
  vault: CardVault | null;
  config: PaymentsConfig;
}

function vaultOf(deps: SavedCardsDeps): CardVault {
  if (!deps.vault) throw new AppError('CARD_PROVIDER_UNAVAILABLE');
  return deps.vault;
}

export function cardsSetup(deps: SavedCardsDeps): CardsSetup {
  const { apiUrl, merchantId } = vaultOf(deps).browserSetup;
  return { api_url: apiUrl, merchant_id: merchantId, offer_url: deps.config.paymeOfferUrl };
}

function toSavedCard(row: SavedCardRow, autopay: AutopayRow | undefined): SavedCard {
  return {
    id: row.id,
    masked_number: row.maskedNumber,
    expiry: row.expiry,
    autopay: autopay?.enabled === true && autopay.cardId === row.id,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listCards(db: Database, input: { userId: number }): Promise<SavedCard[]> {
  const [rows, autopay] = await readAll(db, [
    () => listLiveCards(db, input.userId),
    () => findAutopay(db, input.userId),
  ]);
  return rows.map((row) => toSavedCard(row, autopay));
}

/** Keeps a card the browser verified: Payme must know the token, verified and reusable. */
export async function saveCard(
  db: Database,
  deps: SavedCardsDeps,
  input: { userId: number; token: string; now: Date },
): Promise<SavedCard> {
  const checked = await vaultOf(deps).checkCard(input.token);
  if (checked.kind === 'unknown') throw new AppError('CARD_PROVIDER_UNAVAILABLE');
  if (checked.kind === 'refused' || !checked.value.verified || !checked.value.recurrent) {
    throw new AppError('CARD_NOT_VERIFIED');
  }
  const { maskedNumber, expiry } = checked.value;
  const vault = vaultOf(deps);
  const row = await db.transaction(async (tx) => {
    // Sealed tokens differ at every seal, so no index can spot a repeat: the customer's lock orders two saves.
    await lockUser(tx, input.userId);
    const kept = await listLiveCards(tx, input.userId);
    // Saved before (a repeated request): the same card answers again.
    const existing = kept.find((card) => vault.holdsToken(card.token, input.token));
    if (existing) return existing;
    const inserted = await insertSavedCard(tx, {
      userId: input.userId,
      token: vault.sealToken(input.token),
      maskedNumber,
      expiry,
      createdAt: input.now,
    });
    if (!inserted) throw new AppError('CARD_NOT_VERIFIED');
    return inserted;
  });
  return toSavedCard(row, await findAutopay(db, input.userId));
}

/** Removes the card here, then at Payme; auto-pay that used it is turned off and the customer told. */
export async function removeCard(
  db: Database,
  deps: SavedCardsDeps,
  input: { userId: number; cardId: number; now: Date },
): Promise<void> {
  const card = await findLiveCard(db, input.userId, input.cardId);
  if (!card) throw new AppError('NOT_FOUND');
  await db.transaction(async (tx) => {
    await lockUser(tx, input.userId);
    if (!(await markCardRemoved(tx, card.id, input.now))) return;
    if (await disableAutopayOfCard(tx, input.userId, card.id, input.now)) {
      await notify(tx, {
        userId: input.userId,
        kind: 'card_autopay',
        params: { autopay: 'card_removed', card: card.maskedNumber },
        at: input.now,
      });
    }
  });
  // Ours is gone whatever Payme answers: the token is never used again. Payme forgetting it is a courtesy.
  if (deps.vault) await deps.vault.removeCard(card.token);
}

/** A one-tap top-up from a saved card (the route takes an Idempotency-Key). */
export async function chargeCard(
  db: Database,
  deps: SavedCardsDeps,
  input: { userId: number; cardId: number; amountTiyin: number; now: () => Date },
): Promise<CardChargeResult> {
  const vault = vaultOf(deps);
  const { config } = deps;
  if (input.amountTiyin < config.minTiyin) {
    throw new AppError('VALIDATION_FAILED', { fields: { amount: ['amount_too_small'] } });
  }
  if (input.amountTiyin > config.maxTiyin) {
    throw new AppError('VALIDATION_FAILED', { fields: { amount: ['amount_too_large'] } });
  }
  const card = await findLiveCard(db, input.userId, input.cardId);
  if (!card) throw new AppError('NOT_FOUND');
  const start = { userId: input.userId, card, amountTiyin: input.amountTiyin, purpose: 'top_up' as const };
  const charge = await openCharge(db, (tx) => insertChargeWithInvoice(tx, { ...start, now: input.now() }));
  if (!charge) throw new Error('a top-up charge has no subject to collide on');
  const outcome = await runCharge(db, { vault, fiscal: config.fiscal }, { charge, card, now: input.now });
  if (outcome.state === 'failed') {
    throw new AppError(outcome.refusal.code === 0 ? 'CARD_PROVIDER_UNAVAILABLE' : 'CARD_DECLINED');
  }
  return {
    charge_id: outcome.charge.id,
    invoice_id: outcome.charge.invoiceId,
    state: outcome.state,
    amount: tiyinToSom(outcome.charge.amountTiyin),
  };
}

function toAutopay(row: AutopayRow | undefined): AutopaySettings {
  return {
    enabled: row?.enabled ?? false,
    card_id: row?.enabled ? (row.cardId ?? null) : null,
    max_charge_som: row?.maxChargeTiyin ? Math.floor(row.maxChargeTiyin / 100) : null,
    consent_version: row?.consentVersion ?? null,
    consented_at: row?.consentedAt?.toISOString() ?? null,
  };
}

export async function getAutopay(db: Queryable, input: { userId: number }): Promise<AutopaySettings> {
  return toAutopay(await findAutopay(db, input.userId));
}

/** Turns auto-pay on (with the consent text's version, kept with the time) or off; the customer is told. */
export async function updateAutopay(
  db: Database,
  input: { userId: number; request: UpdateAutopayRequest; now: Date },
): Promise<AutopaySettings> {
  const { request, now, userId } = input;
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const before = await findAutopay(tx, userId);
    if (!request.enabled) {
      await saveAutopay(tx, {
        userId,
        enabled: false,
        cardId: null,
        maxChargeTiyin: before?.maxChargeTiyin ?? null,
        consentVersion: before?.consentVersion ?? null,
        consentedAt: before?.consentedAt ?? null,
        updatedAt: now,
      });
      if (before?.enabled) {
        await notify(tx, { userId, kind: 'card_autopay', params: { autopay: 'disabled' }, at: now });
      }
      return toAutopay(await findAutopay(tx, userId));
    }
    if (request.consent_version !== AUTOPAY_CONSENT_VERSION) throw new AppError('AUTOPAY_CONSENT_OUTDATED');
    const card = request.card_id === undefined ? undefined : await findLiveCard(tx, userId, request.card_id);
    if (!card) throw new AppError('VALIDATION_FAILED', { fields: { card_id: ['invalid'] } });
    const maxChargeTiyin = (request.max_charge_som ?? 0) * 100;
    await saveAutopay(tx, {
      userId,
      enabled: true,
      cardId: card.id,
      maxChargeTiyin,
      consentVersion: request.consent_version,
      consentedAt: now,
      updatedAt: now,
    });
    const changed = !before?.enabled || before.cardId !== card.id || before.maxChargeTiyin !== maxChargeTiyin;
    if (changed) {
      await notify(tx, {
        userId,
        kind: 'card_autopay',
        params: { autopay: 'enabled', card: card.maskedNumber, amount: maxChargeTiyin / 100 },
        at: now,
      });
    }
    return toAutopay(await findAutopay(tx, userId));
  });
}
