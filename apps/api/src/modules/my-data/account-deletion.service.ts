import {
  type AccountDeleteBlocker,
  type CodeSent,
  type DeleteAccountRequest,
  type Language,
  tiyinToSom,
} from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { PasswordHashConfig } from '../../config/password-hash-config.js';
import type { Database, Queryable } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import type { FileStorage } from '../../integrations/storage/file-storage.js';
import { findUserBrief } from '../account/user-directory.service.js';
import { balanceOf } from '../balance/balance.service.js';
import { liveDomains } from '../domains/domains-personal-data.service.js';
import { unfinishedOrders } from '../hosting/hosting-personal-data.service.js';
import { eraseLiveEvents } from '../live/live-events.service.js';
import { eraseMail } from '../mail/mail-personal-data.service.js';
import { eraseMessagesTo, queueCodeMessage } from '../messages/messages.service.js';
import { eraseNotifications } from '../notifications/notifications-personal-data.service.js';
import { eraseRecords, removeErasedFiles } from '../profile-records/profile-records-personal-data.service.js';
import { eraseReferralCode } from '../referrals/referrals-personal-data.service.js';
import {
  assertResendAllowed,
  consumeCode,
  findLatestCode,
  issueCode,
  RESEND_COOLDOWN_SECONDS,
} from '../security/codes.service.js';
import {
  eraseIdentity,
  lockLiveUser,
  unusablePasswordHash,
} from '../security/security-personal-data.service.js';
import { assertPassword } from '../security/settings.service.js';
import { eraseTelegramLink } from '../telegram/telegram-personal-data.service.js';
import { eraseWebhooks } from '../webhooks/webhooks-personal-data.service.js';
import { deleteExportsOf } from './my-data.repository.js';

// "Delete my account". The users row stays, anonymized, because the ledger, invoices and orders
// are kept for accounting and point at it; everything else personal is erased by the module that owns it.

export interface DeletionContext {
  db: Database;
  /** The verification codes' HMAC secret. */
  secret: string;
  storage: FileStorage;
  log: FastifyBaseLogger;
  /** The cost of the unusable hash the erased row keeps. */
  hashCost: PasswordHashConfig;
  now: Date;
}

/**
 * Every reason the account cannot go yet, each with the data its way out needs: the unfinished hosting orders,
 * the live domains, a balance that is not zero. One refusal names them all, so the customer does not
 * learn them one at a time.
 */
async function deletionBlockers(db: Queryable, userId: number, language: Language) {
  // One after another: `db` may be the deletion's transaction, which runs one query at a time.
  const orders = await unfinishedOrders(db, { userId, language });
  const domains = await liveDomains(db, userId);
  const balanceTiyin = await balanceOf(db, userId);
  const blockers: AccountDeleteBlocker[] = [
    ...orders.map((order) => ({ kind: 'hosting_order' as const, order_id: order.id, tariff: order.tariff })),
    ...domains.map((domain) => ({
      kind: 'domain' as const,
      domain_id: domain.id,
      name: domain.name,
      expires_at: domain.expiresAt?.toISOString() ?? null,
    })),
  ];
  if (balanceTiyin !== 0) blockers.push({ kind: 'balance', amount: tiyinToSom(balanceTiyin) });
  return blockers;
}

/** Refuses, listing every reason, while something is still running or money is left. */
async function assertDeletable(db: Queryable, userId: number, language: Language): Promise<void> {
  const blockers = await deletionBlockers(db, userId, language);
  if (blockers.length > 0) throw new AppError('ACCOUNT_DELETE_BLOCKED', { blockers });
}

/** Step one: the reasons to refuse come before a code is sent, so the screen can show them at once. */
export async function sendDeleteCode(
  context: DeletionContext,
  userId: number,
  language: Language,
): Promise<CodeSent> {
  const { db, now } = context;
  const user = await findUserBrief(db, userId);
  if (!user) throw new AppError('UNAUTHENTICATED');
  await assertDeletable(db, userId, language);
  assertResendAllowed(await findLatestCode(db, 'account_delete', { userId }), now);
  await db.transaction(async (tx) => {
    const issued = await issueCode(tx, context.secret, {
      purpose: 'account_delete',
      userId,
      target: user.email,
      now,
    });
    await queueCodeMessage(tx, {
      purpose: 'account_delete',
      to: user.email,
      language,
      code: issued.code,
      now,
    });
  });
  return { resend_after: RESEND_COOLDOWN_SECONDS };
}

/**
 * Step two: password, then the refusals, then the code (used once, so of two racing requests one gets it);
 * then everything in one transaction under the user's lock, the refusals checked again inside it. Stored
 * record files leave the storage after the commit.
 */
export async function deleteAccount(
  context: DeletionContext,
  { userId, input, language }: { userId: number; input: DeleteAccountRequest; language: Language },
): Promise<void> {
  const { db, now } = context;
  await assertPassword({ db, secret: context.secret, now }, { userId, password: input.password });
  await assertDeletable(db, userId, language);
  const latest = await findLatestCode(db, 'account_delete', { userId });
  await consumeCode(db, context.secret, { row: latest, typed: input.code, now });
  const passwordHash = await unusablePasswordHash(context.hashCost);
  const storedFiles = await db.transaction(async (tx) => {
    if (!(await lockLiveUser(tx, userId))) throw new AppError('UNAUTHENTICATED');
    await assertDeletable(tx, userId, language);
    const addresses = await findUserBrief(tx, userId);
    // Before eraseIdentity, whose own session event must reach the open streams (they close on it).
    await eraseLiveEvents(tx, userId);
    await eraseIdentity(tx, { userId, passwordHash, now });
    await eraseNotifications(tx, userId);
    await eraseTelegramLink(tx, userId);
    await eraseWebhooks(tx, userId);
    await eraseReferralCode(tx, userId);
    await eraseMail(tx, userId);
    await deleteExportsOf(tx, userId);
    if (addresses) await eraseMessagesTo(tx, [addresses.email, addresses.phoneNumber]);
    return eraseRecords(tx, userId);
  });
  await removeErasedFiles(context.storage, storedFiles, context.log);
  context.log.info({ userId, event: 'account.deleted' }, 'customer deleted their account');
}
