import type { Queryable } from '../../../db/database.js';
import { AppError } from '../../../errors/app-error.js';
import type { StaffActor } from '../../../plugins/staff-audit.js';
import { lockUser } from '../user-directory.service.js';
import {
  blockCustomer,
  customerForStaff,
  endCustomerSessions,
  unblockCustomer,
} from './customer-admin.service.js';
import { insertNote, listNotesOf } from './customer-notes-staff.repository.js';

// What staff change on a customer's account. Each runs in the caller's transaction, which writes its audit row
// (app.auditedChange): each answers what it did.

/** Locks the customer row for the transaction; a missing customer is 404. */
export async function lockCustomer(tx: Queryable, id: number) {
  if (!(await lockUser(tx, id))) throw new AppError('NOT_FOUND');
  const row = await customerForStaff(tx, id);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** Blocks the customer (every session ends, login is refused), or unblocks them when `reason` is null. */
export async function setCustomerBlocked(
  tx: Queryable,
  actor: StaffActor,
  change: { customerId: number; reason: string | null },
) {
  const { customerId: id, reason } = change;
  const row = await lockCustomer(tx, id);
  const before = { blocked: row.blockedAt !== null, reason: row.blockedReason };
  if (reason === null) {
    await unblockCustomer(tx, id);
    return { result: null, customerId: id, before, after: { blocked: false } };
  }
  const ended = await blockCustomer(tx, { id, reason, at: actor.at });
  return {
    result: null,
    customerId: id,
    before,
    after: { blocked: true, reason, sessions_ended: ended },
  };
}

export async function endSessionsOf(tx: Queryable, actor: StaffActor, id: number) {
  await lockCustomer(tx, id);
  const ended = await endCustomerSessions(tx, id, actor.at);
  return { result: null, customerId: id, after: { sessions_ended: ended } };
}

export async function addNote(tx: Queryable, actor: StaffActor, note: { customerId: number; body: string }) {
  const { customerId: id, body } = note;
  await lockCustomer(tx, id);
  const row = await insertNote(tx, { customerId: id, staffId: actor.staffId, body, createdAt: actor.at });
  return { result: null, customerId: id, after: { note_id: row.id, body } };
}

/** The staff notes on a customer, newest first, with who wrote each (a staff member's name by id). */
export async function notesOf(
  db: Queryable,
  customerId: number,
  staffNamesById: (db: Queryable, ids: number[]) => Promise<Map<number, string>>,
) {
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
