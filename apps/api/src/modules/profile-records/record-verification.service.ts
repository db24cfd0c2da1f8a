import type { ProfileRecord, RecordVerification } from '@portal/contracts';
import type { Queryable } from '../../db/database.js';
import { readAll } from '../../db/read-all.js';
import { AppError } from '../../errors/app-error.js';
import {
  filesOfRecords,
  findRecordsByIds,
  lockRecordOf,
  updateRecord,
} from './profile-records.repository.js';
import { toRecordDto } from './profile-records.service.js';

// Staff check a registrant record against its passport scans (a .uz registrant must be a real,
// verified person). The customer's next edit sends it back to pending (profile-records.service).

export type VerificationDecision =
  | { verification: 'approved' }
  | { verification: 'rejected'; reason: string };

interface VerificationState {
  verification: RecordVerification;
  rejection_reason: string | null;
}

/**
 * Approves or rejects the customer's record, inside the caller's transaction (which writes the audit row);
 * another customer's record is not found. Answers the state before and after.
 */
export async function decideRecordVerification(
  tx: Queryable,
  input: { userId: number; recordId: number; staffId: number; decision: VerificationDecision; now: Date },
): Promise<{ before: VerificationState; after: VerificationState }> {
  const record = await lockRecordOf(tx, input.userId, input.recordId);
  if (!record) throw new AppError('NOT_FOUND');
  const reason = input.decision.verification === 'rejected' ? input.decision.reason : null;
  await updateRecord(tx, record.id, {
    verification: input.decision.verification,
    verifiedAt: input.now,
    verifiedBy: input.staffId,
    rejectionReason: reason,
  });
  return {
    before: { verification: record.verification, rejection_reason: record.rejectionReason },
    after: { verification: input.decision.verification, rejection_reason: reason },
  };
}

/** The records with these ids (any owner) with their files, by id: the fulfilment queue's registrants. */
export async function recordsByIdForStaff(db: Queryable, ids: number[]): Promise<Map<number, ProfileRecord>> {
  const unique = [...new Set(ids)];
  const [records, files] = await readAll(db, [
    () => findRecordsByIds(db, unique),
    () => filesOfRecords(db, unique),
  ]);
  return new Map(records.map((record) => [record.id, toRecordDto(record, files)]));
}
