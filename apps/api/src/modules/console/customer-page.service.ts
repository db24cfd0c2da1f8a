import { type CustomerDetail, type CustomerSummary, tiyinToSom } from '@portal/contracts';
import type { Database } from '../../db/database.js';
import { readAll } from '../../db/read-all.js';
import { AppError } from '../../errors/app-error.js';
import {
  customerForStaff,
  customerSessionsForStaff,
  type searchCustomers,
} from '../account/staff/customer-admin.service.js';
import { notesOf } from '../account/staff/customers-staff.service.js';
import { ledgerForStaff } from '../balance/balance.service.js';
import { listNotifications } from '../notifications/notifications.service.js';
import { listRecords } from '../profile-records/profile-records.service.js';
import { referralFactsForStaff } from '../referrals/referrals.service.js';
import { staffNamesById } from '../staff/staff-directory.service.js';
import { telegramLinkForStaff } from '../telegram/telegram.service.js';
import { customerHoldings } from './customer-summary.service.js';

// The customer page: one screen drawn from every module that holds something of the
// customer's. What staff change on a customer lives with the module it changes (account, auth, payments).

type SummaryRow = Awaited<ReturnType<typeof searchCustomers>>[number];

export const toSummary = (row: SummaryRow, balanceTiyin: number): CustomerSummary => ({
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

export async function customerPage(db: Database, id: number): Promise<CustomerDetail> {
  const row = await customerForStaff(db, id);
  if (!row) throw new AppError('NOT_FOUND');
  const [
    { balanceTiyin, orders, domains, invoices },
    ledger,
    sessions,
    notifications,
    telegram,
    referrals,
    records,
    notes,
  ] = await readAll(db, [
    () => customerHoldings(db, id),
    () => ledgerForStaff(db, id),
    () => customerSessionsForStaff(db, id),
    () => listNotifications(db, { userId: id, page: 1, perPage: 50 }),
    () => telegramLinkForStaff(db, id),
    () => referralFactsForStaff(db, id),
    () => listRecords(db, id),
    () => notesOf(db, id, staffNamesById),
  ]);
  return {
    ...toSummary(row, balanceTiyin),
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
