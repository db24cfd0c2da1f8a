import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { autopaySettings, cardCharges, savedCards } from './saved-cards.schema.js';

// Saved cards, their charges and the auto-pay choice (saved-cards.schema.ts).

export type SavedCardRow = typeof savedCards.$inferSelect;
export type CardChargeRow = typeof cardCharges.$inferSelect;
export type AutopayRow = typeof autopaySettings.$inferSelect;

export async function insertSavedCard(tx: Queryable, values: typeof savedCards.$inferInsert) {
  const [row] = await tx.insert(savedCards).values(values).onConflictDoNothing().returning();
  return row;
}

export const listLiveCards = (db: Queryable, userId: number) =>
  db
    .select()
    .from(savedCards)
    .where(and(eq(savedCards.userId, userId), isNull(savedCards.removedAt)))
    .orderBy(desc(savedCards.createdAt), desc(savedCards.id));

export async function findLiveCard(db: Queryable, userId: number, cardId: number) {
  const [row] = await db
    .select()
    .from(savedCards)
    .where(and(eq(savedCards.id, cardId), eq(savedCards.userId, userId), isNull(savedCards.removedAt)));
  return row;
}

/** Marks the card removed once; answers the row when this call removed it. */
export async function markCardRemoved(tx: Queryable, cardId: number, at: Date) {
  const [row] = await tx
    .update(savedCards)
    .set({ removedAt: at })
    .where(and(eq(savedCards.id, cardId), isNull(savedCards.removedAt)))
    .returning();
  return row;
}

/** Live cards whose expiry month ends before `before` and that were not yet told about it. */
export const listCardsExpiringUntold = (db: Queryable) =>
  db
    .select()
    .from(savedCards)
    .where(and(isNull(savedCards.removedAt), isNull(savedCards.expiryNoticeAt)));

/** Claims the one expiry notice of a card; false when another run already sent it. */
export async function claimExpiryNotice(tx: Queryable, cardId: number, at: Date): Promise<boolean> {
  const rows = await tx
    .update(savedCards)
    .set({ expiryNoticeAt: at })
    .where(and(eq(savedCards.id, cardId), isNull(savedCards.expiryNoticeAt)))
    .returning({ id: savedCards.id });
  return rows.length > 0;
}

export async function findAutopay(db: Queryable, userId: number) {
  const [row] = await db.select().from(autopaySettings).where(eq(autopaySettings.userId, userId));
  return row;
}

export async function lockAutopay(tx: Queryable, userId: number) {
  const [row] = await tx
    .select()
    .from(autopaySettings)
    .where(eq(autopaySettings.userId, userId))
    .for('update');
  return row;
}

export async function saveAutopay(tx: Queryable, values: typeof autopaySettings.$inferInsert) {
  await tx
    .insert(autopaySettings)
    .values(values)
    .onConflictDoUpdate({
      target: autopaySettings.userId,
      set: {
        enabled: values.enabled,
        cardId: values.cardId ?? null,
        maxChargeTiyin: values.maxChargeTiyin ?? null,
        consentVersion: values.consentVersion ?? null,
        consentedAt: values.consentedAt ?? null,
        updatedAt: values.updatedAt,
      },
    });
}

/** Turns auto-pay off when it charges this card; answers whether it did. */
export async function disableAutopayOfCard(tx: Queryable, userId: number, cardId: number, at: Date) {
  const rows = await tx
    .update(autopaySettings)
    .set({ enabled: false, cardId: null, updatedAt: at })
    .where(
      and(
        eq(autopaySettings.userId, userId),
        eq(autopaySettings.cardId, cardId),
        eq(autopaySettings.enabled, true),
      ),
    )
    .returning({ userId: autopaySettings.userId });
  return rows.length > 0;
}

export async function insertCharge(tx: Queryable, values: typeof cardCharges.$inferInsert) {
  const [row] = await tx.insert(cardCharges).values(values).returning();
  if (!row) throw new Error('the card charge insert returned no row');
  return row;
}

export async function findCharge(db: Queryable, id: number) {
  const [row] = await db.select().from(cardCharges).where(eq(cardCharges.id, id));
  return row;
}

export async function lockCharge(tx: Queryable, id: number) {
  const [row] = await tx.select().from(cardCharges).where(eq(cardCharges.id, id)).for('update');
  return row;
}

export async function updateCharge(
  tx: Queryable,
  id: number,
  values: Partial<
    Pick<CardChargeRow, 'receiptId' | 'state' | 'failureCode' | 'failureMessage' | 'final' | 'settledAt'>
  >,
) {
  await tx.update(cardCharges).set(values).where(eq(cardCharges.id, id));
}

/** Whether an invoice is a card charge's: Payme's checkout callbacks may not pay it (docs/decisions). */
export async function isCardChargeInvoice(db: Queryable, invoiceId: number): Promise<boolean> {
  const rows = await db
    .select({ id: cardCharges.id })
    .from(cardCharges)
    .where(eq(cardCharges.invoiceId, invoiceId));
  return rows.length > 0;
}

/** Charges left `paying` (a process stopped between asking Payme and recording its answer). */
export const listUnsettledCharges = (db: Queryable, createdBefore: Date) =>
  db
    .select()
    .from(cardCharges)
    .where(and(eq(cardCharges.state, 'paying'), sql`${cardCharges.createdAt} <= ${createdBefore}`))
    .orderBy(cardCharges.id)
    .limit(100);

export const listSubjectCharges = (db: Queryable, subject: string, period: string) =>
  db
    .select()
    .from(cardCharges)
    .where(and(eq(cardCharges.subject, subject), eq(cardCharges.period, period)))
    .orderBy(cardCharges.id);

export async function cardMaskOf(db: Queryable, cardId: number): Promise<string> {
  const [row] = await db
    .select({ masked: savedCards.maskedNumber })
    .from(savedCards)
    .where(eq(savedCards.id, cardId));
  return row?.masked ?? '';
}

/** Every card of the customer, removed ones too (staff see the history; never the token). */
export const listAllCards = (db: Queryable, userId: number) =>
  db
    .select({
      id: savedCards.id,
      maskedNumber: savedCards.maskedNumber,
      expiry: savedCards.expiry,
      createdAt: savedCards.createdAt,
      removedAt: savedCards.removedAt,
    })
    .from(savedCards)
    .where(eq(savedCards.userId, userId))
    .orderBy(desc(savedCards.createdAt), desc(savedCards.id));

export const listFailedAutopay = (db: Queryable, limit: number, offset: number) =>
  db
    .select({
      id: cardCharges.id,
      userId: cardCharges.userId,
      maskedNumber: savedCards.maskedNumber,
      amountTiyin: cardCharges.amountTiyin,
      subject: cardCharges.subject,
      failureCode: cardCharges.failureCode,
      failureMessage: cardCharges.failureMessage,
      final: cardCharges.final,
      createdAt: cardCharges.createdAt,
    })
    .from(cardCharges)
    .innerJoin(savedCards, eq(savedCards.id, cardCharges.cardId))
    .where(and(eq(cardCharges.purpose, 'autopay'), eq(cardCharges.state, 'failed')))
    .orderBy(desc(cardCharges.createdAt), desc(cardCharges.id))
    .limit(limit)
    .offset(offset);

/** The customer's auto-pay charges with the card each charged, newest first. */
export const listAutopayAttemptsOf = (db: Queryable, userId: number, limit: number) =>
  db
    .select({
      id: cardCharges.id,
      maskedNumber: savedCards.maskedNumber,
      amountTiyin: cardCharges.amountTiyin,
      subject: cardCharges.subject,
      state: cardCharges.state,
      invoiceId: cardCharges.invoiceId,
      failureCode: cardCharges.failureCode,
      failureMessage: cardCharges.failureMessage,
      final: cardCharges.final,
      createdAt: cardCharges.createdAt,
    })
    .from(cardCharges)
    .innerJoin(savedCards, eq(savedCards.id, cardCharges.cardId))
    .where(and(eq(cardCharges.userId, userId), eq(cardCharges.purpose, 'autopay')))
    .orderBy(desc(cardCharges.createdAt), desc(cardCharges.id))
    .limit(limit);
