import {
  type CustomerDetail,
  type CustomerSummary,
  SUPPORT_SESSION_PAGE,
  tiyinToSom,
} from '@portal/contracts';
import type { Database, Queryable } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import {
  blockCustomer,
  customerForStaff,
  customerSessionsForStaff,
  endCustomerSessions,
  searchCustomers,
  unblockCustomer,
} from '../account/staff/customer-admin.service.js';
import { lockUser } from '../account/user-directory.service.js';
import { startSupportSession } from '../auth/session.service.js';
import { balanceOf, balancesOf, ledgerForStaff } from '../balance/balance.service.js';
import { domainOwnerId, domainsForStaff } from '../domains/staff/domains-staff.service.js';
import { orderOwnerId, ordersForStaff } from '../hosting/staff/orders-staff.service.js';
import { listNotifications } from '../notifications/notifications.service.js';
import { invoicesForStaff } from '../payments/staff/invoices-staff.service.js';
import { listRecords } from '../profile-records/profile-records.service.js';
import { referralFactsForStaff } from '../referrals/referrals.service.js';
import { recordAudit } from '../staff/audit.service.js';
import { staffNamesById } from '../staff/staff-directory.service.js';
import { telegramLinkForStaff } from '../telegram/telegram.service.js';
import { insertNote, listNotesOf } from './notes.repository.js';

// The customer views of the console. Every change runs in one transaction with its audit row.

export interface Actor {
  staffId: number;
  ipAddress: string;
  at: Date;
}

type SummaryRow = Awaited<ReturnType<typeof searchCustomers>>[number];

const toSummary = (row: SummaryRow, balanceTiyin: number): CustomerSummary => ({
  id: row.id,
  firstname: row.firstname,
  lastname: row.lastname,
  email: row.email,
  phone_number: row.phoneNumber,
  username: row.username,
  balance: tiyinToSom(balanceTiyin),
  blocked: row.blockedAt !== null,
  deleted: row.deletedAt !== null,
  created_at: row.createdAt.toISOString(),
});

/**
 * By id, e-mail, phone, login, name, order id ("#12" or "12") or domain name; the newest customers for an empty
 * query.
 */
export async function findCustomers(db: Database, q: string): Promise<CustomerSummary[]> {
  const orderId = /^#?(\d{1,10})$/.exec(q.trim())?.[1];
  const owner =
    orderId && Number(orderId) <= 2_147_483_647
      ? await orderOwnerId(db, Number(orderId))
      : q.includes('@')
        ? null
        : await domainOwnerId(db, q);
  const rows = await searchCustomers(db, q, owner);
  const balances = await balancesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toSummary(row, balances.get(row.id) ?? 0));
}

async function notesOf(db: Queryable, customerId: number) {
  const notes = await listNotesOf(db, customerId);
  const names = await staffNamesById(
    db,
    notes.map((note) => note.staffId),
  );
  return notes.map((note) => ({
    id: note.id,
    body: note.body,
    staff_name: names.get(note.staffId) ?? '',
    created_at: note.createdAt.toISOString(),
  }));
}

export async function customerPage(db: Database, id: number): Promise<CustomerDetail> {
  const row = await customerForStaff(db, id);
  if (!row) throw new AppError('NOT_FOUND');
  const [
    balance,
    ledger,
    orders,
    domains,
    invoices,
    sessions,
    notifications,
    telegram,
    referrals,
    records,
    notes,
  ] = await Promise.all([
    balanceOf(db, id),
    ledgerForStaff(db, id),
    ordersForStaff(db, id),
    domainsForStaff(db, id),
    invoicesForStaff(db, id),
    customerSessionsForStaff(db, id),
    listNotifications(db, { userId: id, page: 1, perPage: 50 }),
    telegramLinkForStaff(db, id),
    referralFactsForStaff(db, id),
    listRecords(db, id),
    notesOf(db, id),
  ]);
  return {
    ...toSummary(row, balance),
    birthday: row.birthday,
    sex: row.sex,
    language: row.language,
    email_verified: row.emailVerifiedAt !== null,
    blocked_reason: row.blockedReason,
    ledger,
    orders,
    domains,
    invoices,
    sessions,
    notifications: notifications.data.map((item) => ({
      id: item.id,
      kind: item.kind,
      created_at: item.created_at,
      read: item.read_at !== null,
    })),
    telegram,
    referrals,
    records: records.data.map((record) => ({
      id: record.id,
      name: `${record.firstname} ${record.lastname}`,
      files: record.files.map((file) => file.kind),
      verification: record.verification,
      rejection_reason: record.rejection_reason,
    })),
    notes,
  };
}

/** Locks the customer row for the transaction; a missing customer is 404. */
export async function lockCustomer(tx: Queryable, id: number) {
  if (!(await lockUser(tx, id))) throw new AppError('NOT_FOUND');
  const row = await customerForStaff(tx, id);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

const audit = (
  tx: Queryable,
  actor: Actor,
  customerId: number,
  action: string,
  before: unknown,
  after: unknown,
) => recordAudit(tx, { ...actor, customerId, action, before, after });

export async function setCustomerBlocked(db: Database, actor: Actor, id: number, reason: string | null) {
  await db.transaction(async (tx) => {
    const row = await lockCustomer(tx, id);
    const before = { blocked: row.blockedAt !== null, reason: row.blockedReason };
    if (reason === null) {
      await unblockCustomer(tx, id);
      await audit(tx, actor, id, 'customer.unblock', before, { blocked: false });
      return;
    }
    const ended = await blockCustomer(tx, id, reason, actor.at);
    await audit(tx, actor, id, 'customer.block', before, { blocked: true, reason, sessions_ended: ended });
  });
}

export async function endSessionsOf(db: Database, actor: Actor, id: number) {
  await db.transaction(async (tx) => {
    await lockCustomer(tx, id);
    const ended = await endCustomerSessions(tx, id, actor.at);
    await audit(tx, actor, id, 'customer.end-sessions', null, { sessions_ended: ended });
  });
}

export async function addNote(db: Database, actor: Actor, id: number, body: string) {
  await db.transaction(async (tx) => {
    await lockCustomer(tx, id);
    const note = await insertNote(tx, { customerId: id, staffId: actor.staffId, body, createdAt: actor.at });
    await audit(tx, actor, id, 'customer.note', null, { note_id: note.id, body });
  });
}

/**
 * Opens a support session for the customer ("view as customer"): 30 minutes at most, with a reason, audited;
 * the customer's authentication history shows it as a support session and the customer is told. A blocked or
 * deleted customer cannot be viewed.
 */
export async function openSupportSession(
  db: Database,
  actor: Actor & { userAgent: string },
  id: number,
  reason: string,
  appUrl: string,
) {
  return db.transaction(async (tx) => {
    const row = await lockCustomer(tx, id);
    // No one to help in a blocked or deleted account.
    if (row.blockedAt || row.deletedAt) throw new AppError('CONFLICT');
    const names = await staffNamesById(tx, [actor.staffId]);
    const session = await startSupportSession(tx, {
      userId: id,
      staffId: actor.staffId,
      staffName: names.get(actor.staffId) ?? '',
      reason,
      client: { ipAddress: actor.ipAddress, userAgent: actor.userAgent },
      now: actor.at,
    });
    await audit(
      tx,
      { staffId: actor.staffId, ipAddress: actor.ipAddress, at: actor.at },
      id,
      'customer.support-session',
      null,
      {
        session_id: session.session_id,
        reason,
        expires_at: session.expires_at,
      },
    );
    return { ...session, url: `${appUrl}${SUPPORT_SESSION_PAGE}#token=${session.access_token}` };
  });
}
