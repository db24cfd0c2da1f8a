import { DATA_EXPORT_TTL_HOURS } from '@portal/contracts';
import type { Database } from '../../db/database.js';
import { notify } from '../notifications/notifications.service.js';
import { buildExportDocument } from './export-document.js';
import { expireExports, failStaleExports, lockExport, markExportReady } from './my-data.repository.js';

// "Download my data", the background side: a job builds one JSON document, offered for 24 hours;
// a recurring sweep takes it away after that.

const TTL_MS = DATA_EXPORT_TTL_HOURS * 3_600_000;
/** A pending export whose job has not finished in this time has failed (the job gives up long before). */
const STALE_PENDING_MS = 6 * 3_600_000;

/** The job: builds the document, offers it for 24 hours and tells the customer (by their channels too). */
export async function buildDataExport(db: Database, exportId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockExport(tx, exportId);
    if (row?.status !== 'pending') return;
    const content = JSON.stringify(await buildExportDocument(tx, row.userId, now), null, 2);
    const expiresAt = new Date(now.getTime() + TTL_MS);
    await markExportReady(tx, exportId, {
      content,
      sizeBytes: Buffer.byteLength(content),
      readyAt: now,
      expiresAt,
    });
    await notify(tx, {
      userId: row.userId,
      kind: 'data_export_ready',
      params: { expires_at: expiresAt.toISOString() },
      at: now,
    });
  });
}

/** The recurring sweep: expired exports lose their document; stuck pending ones are marked failed. */
export async function sweepDataExports(db: Database, now: Date): Promise<void> {
  await expireExports(db, now);
  await failStaleExports(db, new Date(now.getTime() - STALE_PENDING_MS));
}
