import type { Readable } from 'node:stream';
import {
  PROFILE_RECORDS_MAX,
  type ProfileRecord,
  type ProfileRecordFields,
  RECORD_FILE_EXTENSIONS,
  RECORD_FILE_KINDS,
  type RecordFileKind,
  type RecordFileType,
  type UzRegion,
} from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import { type FileStorage, StoredFileMissingError } from '../../integrations/storage/file-storage.js';
import { lockUser } from '../account/user-directory.service.js';
import {
  countRecordsOf,
  deleteRecord,
  deleteRecordFiles,
  filesOfRecords,
  findFileOf,
  findRecordOf,
  insertRecord,
  insertRecordFiles,
  listRecordsOf,
  lockRecordOf,
  type NewRecordRow,
  type RecordFileRow,
  type RecordRow,
  updateRecord,
} from './profile-records.repository.js';
import { removeStoredFiles, type WrittenFile, writeRecordFiles } from './record-files.js';
import type { RecordForm } from './record-form.js';
import { validateRecordForm } from './record-validation.js';

export interface RecordsDeps {
  db: Database;
  storage: FileStorage;
  log: FastifyBaseLogger;
}

export function toRecordDto(record: RecordRow, files: RecordFileRow[]): ProfileRecord {
  return {
    id: record.id,
    firstname: record.firstname,
    lastname: record.lastname,
    middlename: record.middlename,
    birthday: record.birthday,
    passport: record.passport,
    passport_issued_by: record.passportIssuedBy,
    passport_issued_at: record.passportIssuedAt,
    country: record.country,
    region: record.region as UzRegion | null,
    district: record.district,
    address: record.address,
    phone_number: record.phoneNumber,
    email: record.email,
    files: files
      .filter((file) => file.recordId === record.id)
      .map((file) => ({
        kind: file.kind,
        content_type: file.contentType as RecordFileType,
        size: file.sizeBytes,
        uploaded_at: file.createdAt.toISOString(),
      })),
    verification: record.verification,
    rejection_reason: record.rejectionReason,
    created_at: record.createdAt.toISOString(),
    updated_at: record.updatedAt.toISOString(),
  };
}

const toColumns = (fields: ProfileRecordFields) =>
  ({
    firstname: fields.firstname,
    lastname: fields.lastname,
    middlename: fields.middlename,
    birthday: fields.birthday,
    passport: fields.passport,
    passportIssuedBy: fields.passport_issued_by,
    passportIssuedAt: fields.passport_issued_at,
    country: fields.country,
    region: fields.region,
    district: fields.district,
    address: fields.address,
    phoneNumber: fields.phone_number,
    email: fields.email,
  }) satisfies Partial<NewRecordRow>;

export async function listRecords(db: Database, userId: number) {
  const records = await listRecordsOf(db, userId);
  const files = await filesOfRecords(
    db,
    records.map((record) => record.id),
  );
  return { data: records.map((record) => toRecordDto(record, files)), total: records.length };
}

export async function getRecord(db: Database, userId: number, id: number): Promise<ProfileRecord> {
  const record = await findRecordOf(db, userId, id);
  if (!record) throw new AppError('NOT_FOUND');
  return toRecordDto(record, await filesOfRecords(db, [id]));
}

/**
 * Files first, then the rows in one transaction; if the transaction fails, the files just written are
 * removed, so neither a row without its file nor a file without its row is left behind.
 */
async function withWrittenFiles<T>(
  deps: RecordsDeps,
  written: WrittenFile[],
  change: () => Promise<T>,
): Promise<T> {
  try {
    return await change();
  } catch (error) {
    await removeStoredFiles(
      deps.storage,
      written.map((file) => file.storageKey),
      deps.log,
    );
    throw error;
  }
}

export async function createRecord(
  deps: RecordsDeps,
  input: { userId: number; form: RecordForm; now: Date },
): Promise<ProfileRecord> {
  const { db, storage } = deps;
  const { userId, now } = input;
  const valid = await validateRecordForm(input.form, now);
  // Checked again under the lock below; this one only spares writing files that would be thrown away.
  if ((await countRecordsOf(db, userId)) >= PROFILE_RECORDS_MAX) throw new AppError('CONFLICT');
  const written = await writeRecordFiles(storage, valid.files);
  const record = await withWrittenFiles(deps, written, () =>
    db.transaction(async (tx) => {
      // Serialises record creation per customer, so two parallel requests cannot both pass the count check.
      await lockUser(tx, userId);
      if ((await countRecordsOf(tx, userId)) >= PROFILE_RECORDS_MAX) throw new AppError('CONFLICT');
      const created = await insertRecord(tx, {
        userId,
        ...toColumns(valid.fields),
        createdAt: now,
        updatedAt: now,
      });
      await insertRecordFiles(
        tx,
        written.map((file) => ({ ...file, recordId: created.id, createdAt: now })),
      );
      return created;
    }),
  );
  return getRecord(db, userId, record.id);
}

const BACK_TO_PENDING = {
  verification: 'pending',
  verifiedAt: null,
  verifiedBy: null,
  rejectionReason: null,
} satisfies Partial<NewRecordRow>;

export async function updateRecordOf(
  deps: RecordsDeps,
  input: { userId: number; id: number; form: RecordForm; now: Date },
): Promise<ProfileRecord> {
  const { db, storage } = deps;
  const { userId, id, now } = input;
  if (!(await findRecordOf(db, userId, id))) throw new AppError('NOT_FOUND');
  const valid = await validateRecordForm(input.form, now);
  const written = await writeRecordFiles(storage, valid.files);
  const replacedKeys = await withWrittenFiles(deps, written, () =>
    db.transaction(async (tx) => {
      if (!(await lockRecordOf(tx, userId, id))) throw new AppError('NOT_FOUND');
      // Staff approved what they saw: a changed record (or scan) is checked again before it may register .uz.
      await updateRecord(tx, id, { ...toColumns(valid.fields), ...BACK_TO_PENDING, updatedAt: now });
      const newKinds = new Set<RecordFileKind>(written.map((file) => file.kind));
      const replaced = (await filesOfRecords(tx, [id])).filter(
        (file) => newKinds.has(file.kind) || valid.removals.includes(file.kind),
      );
      await deleteRecordFiles(
        tx,
        replaced.map((file) => file.id),
      );
      await insertRecordFiles(
        tx,
        written.map((file) => ({ ...file, recordId: id, createdAt: now })),
      );
      return replaced.map((file) => file.storageKey);
    }),
  );
  await removeStoredFiles(storage, replacedKeys, deps.log);
  return getRecord(db, userId, id);
}

export async function deleteRecordOf(deps: RecordsDeps, userId: number, id: number): Promise<void> {
  const keys = await deps.db.transaction(async (tx) => {
    if (!(await lockRecordOf(tx, userId, id))) throw new AppError('NOT_FOUND');
    const files = await filesOfRecords(tx, [id]);
    await deleteRecord(tx, id);
    return files.map((file) => file.storageKey);
  });
  await removeStoredFiles(deps.storage, keys, deps.log);
}

export interface OpenedRecordFile {
  stream: Readable;
  contentType: RecordFileType;
  size: number;
  /** A name of ours for Content-Disposition (kind and extension), never the uploaded one. */
  fileName: string;
}

export async function openRecordFile(
  deps: RecordsDeps,
  input: { userId: number; recordId: number; kind: string },
): Promise<OpenedRecordFile> {
  const kind = RECORD_FILE_KINDS.find((known) => known === input.kind);
  if (!kind) throw new AppError('NOT_FOUND');
  const file = await findFileOf(deps.db, input.userId, input.recordId, kind);
  if (!file) throw new AppError('NOT_FOUND');
  const contentType = file.contentType as RecordFileType;
  try {
    return {
      stream: await deps.storage.open(file.storageKey),
      contentType,
      size: file.sizeBytes,
      fileName: `${kind}-${input.recordId}.${RECORD_FILE_EXTENSIONS[contentType]}`,
    };
  } catch (error) {
    if (!(error instanceof StoredFileMissingError)) throw error;
    deps.log.error({ recordId: input.recordId, kind }, 'a stored upload is missing from the storage');
    throw new AppError('NOT_FOUND');
  }
}

/** The phone numbers written in a customer's person records (E.164), for telling one person from two. */
export async function recordPhonesOf(db: Queryable, userId: number): Promise<string[]> {
  return (await listRecordsOf(db, userId)).map((record) => record.phoneNumber);
}
