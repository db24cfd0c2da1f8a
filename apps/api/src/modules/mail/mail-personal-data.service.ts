import type { Queryable } from '../../db/database.js';
import { deleteOwnMail, listMessageRows } from './mail-personal-data.repository.js';

// Messages in "download my data", and what deleting the account does to them.

export async function mailForExport(db: Queryable, userId: number) {
  const rows = await listMessageRows(db, userId);
  return rows.map((row) => ({
    id: row.id,
    direction:
      row.senderId === row.recipientId ? 'note' : row.senderId === userId ? 'sent' : ('received' as const),
    other_customer_id: row.senderId === userId ? row.recipientId : row.senderId,
    body: row.body,
    created_at: row.createdAt.toISOString(),
    read_at: row.readAt?.toISOString() ?? null,
  }));
}

/**
 * A conversation belongs to both people: the other customer keeps their copy, and the deleted account's name in
 * it becomes the anonymized one of the users row ("Deleted Customer"). Notes to oneself and blocks go.
 */
export const eraseMail = (tx: Queryable, userId: number): Promise<void> => deleteOwnMail(tx, userId);
