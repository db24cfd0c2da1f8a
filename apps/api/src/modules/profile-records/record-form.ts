import type { Readable } from 'node:stream';
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import {
  type FieldErrorCode,
  RECORD_FILE_KINDS,
  RECORD_FILE_MAX_BYTES,
  REMOVE_FILES_FIELD,
  type RecordFileKind,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error.js';
import { unsafeTextFields } from '../../lib/unsafe-text.js';

export interface UploadedFile {
  kind: RecordFileKind;
  bytes: Buffer;
}

/** A multipart record form as read: text fields, chosen files, kinds to remove, and file-level problems. */
export interface RecordForm {
  fields: Record<string, string>;
  files: UploadedFile[];
  removals: RecordFileKind[];
  problems: Record<string, FieldErrorCode[]>;
}

const isFileKind = (name: string): name is RecordFileKind =>
  (RECORD_FILE_KINDS as readonly string[]).includes(name);

// Bounds of one form: a few more fields than the record has, so a stray one is not an error.
const LIMITS = {
  fileSize: RECORD_FILE_MAX_BYTES,
  files: RECORD_FILE_KINDS.length,
  fields: 40,
  fieldSize: 2048,
  parts: 50,
};

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Reads the whole multipart body. A file over 5 MB is cut by busboy at the limit (the module turns off the
 * plugin's throwing on that) and reported as file_too_large on its field, so the answer names every problem at once; more than three files is 413.
 */
export async function readRecordForm(request: FastifyRequest): Promise<RecordForm> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const form: RecordForm = { fields: {}, files: [], removals: [], problems: {} };
  try {
    for await (const part of request.parts({ limits: LIMITS })) {
      if (part.type === 'file') await readFilePart(form, part);
      else readTextPart(form, part);
    }
  } catch (error) {
    // Over a count limit stays 413; a body busboy cannot parse (no boundary, cut off) is bad input.
    if ((error as { statusCode?: number }).statusCode === 413) throw error;
    throw new AppError('VALIDATION_FAILED', { fields: { body: ['invalid'] } });
  }
  return form;
}

async function readFilePart(form: RecordForm, part: MultipartFile): Promise<void> {
  const bytes = await readAll(part.file);
  const kind = part.fieldname;
  if (!isFileKind(kind)) return;
  if (part.file.truncated) {
    form.problems[kind] = ['file_too_large'];
    return;
  }
  // A plain form sends an empty part with no name for a file input left empty.
  if (bytes.length === 0 && !part.filename) return;
  form.files = [...form.files.filter((file) => file.kind !== kind), { kind, bytes }];
}

function readTextPart(form: RecordForm, part: MultipartValue): void {
  const value = typeof part.value === 'string' ? part.value : String(part.value ?? '');
  if (part.valueTruncated) form.problems[part.fieldname] = ['too_long'];
  // Multipart fields pass no JSON hook: the same rule as every other text field, here.
  if (unsafeTextFields(value, part.fieldname).length > 0) form.problems[part.fieldname] = ['invalid'];
  if (part.fieldname === REMOVE_FILES_FIELD) {
    form.removals = value
      .split(',')
      .map((kind) => kind.trim())
      .filter(isFileKind);
  } else {
    form.fields[part.fieldname] = value;
  }
}
