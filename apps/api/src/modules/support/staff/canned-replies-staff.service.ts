import {
  type CannedReply,
  type CannedReplyRequest,
  cannedReplyRequestSchema,
  type TicketDepartment,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Database } from '../../../db/database.js';
import { AppError } from '../../../errors/app-error.js';
import { auditedChange } from '../../staff/audit.service.js';
import {
  type CannedReplyRow,
  deleteCannedReply,
  insertCannedReply,
  listCannedReplies,
  updateCannedReply,
} from './canned-replies-staff.repository.js';
import type { StaffActor } from './tickets-staff.service.js';

// Canned replies: a title and a body per language (Uzbek required), with placeholders the console fills from the
// ticket ({customer_name}, {order}, {domain}). Every change is audited.

type CannedInput = z.infer<typeof cannedReplyRequestSchema>;

const toDto = (row: CannedReplyRow): CannedReply => ({
  id: row.id,
  department: row.department,
  texts: row.texts as CannedReply['texts'],
  updated_at: row.updatedAt.toISOString(),
});

const textsOf = (input: CannedInput) =>
  Object.fromEntries(Object.entries(input.texts).filter(([, text]) => text !== undefined));

export async function cannedReplies(db: Database, department: TicketDepartment | undefined) {
  const rows = await listCannedReplies(db);
  return rows
    .filter((row) => !department || row.department === null || row.department === department)
    .map(toDto);
}

export async function createCannedReply(db: Database, actor: StaffActor, request: CannedReplyRequest) {
  const input = cannedReplyRequestSchema.parse(request);
  return auditedChange(db, { ...actor, action: 'canned_reply.create' }, async (tx) => {
    const row = await insertCannedReply(tx, {
      department: input.department,
      texts: textsOf(input),
      createdBy: actor.staffId,
      updatedAt: actor.at,
    });
    return { result: toDto(row), after: toDto(row) };
  });
}

export async function changeCannedReply(
  db: Database,
  actor: StaffActor,
  change: { id: number; request: CannedReplyRequest },
) {
  const { id, request } = change;
  const input = cannedReplyRequestSchema.parse(request);
  return auditedChange(db, { ...actor, action: 'canned_reply.update' }, async (tx) => {
    const row = await updateCannedReply(tx, id, {
      department: input.department,
      texts: textsOf(input),
      updatedAt: actor.at,
    });
    if (!row) throw new AppError('NOT_FOUND');
    return { result: toDto(row), after: toDto(row) };
  });
}

export async function removeCannedReply(db: Database, actor: StaffActor, id: number) {
  await auditedChange(db, { ...actor, action: 'canned_reply.delete' }, async (tx) => {
    const row = await deleteCannedReply(tx, id);
    if (!row) throw new AppError('NOT_FOUND');
    return { result: null, before: toDto(row), after: null };
  });
}
