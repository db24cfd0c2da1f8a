import { profileRecordFilePath, type RecordFileKind } from '@portal/contracts';
import { apiBlob } from '@/lib/api-client';

/** The stored upload's bytes; fetched with the bearer token, as only the owner may read them. */
export const getRecordFile = (recordId: number, kind: RecordFileKind, signal?: AbortSignal) =>
  apiBlob(profileRecordFilePath(recordId, kind), signal);
