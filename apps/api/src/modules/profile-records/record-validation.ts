import {
  type FieldErrorCode,
  type ProfileRecordFields,
  profileRecordFieldsSchema,
  type RecordFileKind,
  type RecordFileType,
} from '@portal/contracts';
import { AppError } from '../../errors/app-error.js';
import { isFieldErrorCode } from '../../i18n/translate.js';
import { detectRecordFileType } from './file-type-check.js';
import type { RecordForm } from './record-form.js';

export interface CheckedFile {
  kind: RecordFileKind;
  bytes: Buffer;
  contentType: RecordFileType;
}

export interface ValidRecordForm {
  fields: ProfileRecordFields;
  files: CheckedFile[];
  removals: RecordFileKind[];
}

const addCode = (errors: Record<string, FieldErrorCode[]>, field: string, code: FieldErrorCode) => {
  const codes = errors[field] ?? [];
  if (!codes.includes(code)) codes.push(code);
  errors[field] = codes;
};

/**
 * Checks every field and every file before anything is written; one 422 names all problems. `today` is the
 * app clock's date (birthday age and issue date are relative to it).
 */
export async function validateRecordForm(form: RecordForm, today: Date): Promise<ValidRecordForm> {
  const errors: Record<string, FieldErrorCode[]> = {};
  for (const [field, codes] of Object.entries(form.problems)) {
    for (const code of codes) addCode(errors, field, code);
  }

  const parsed = profileRecordFieldsSchema(today).safeParse(form.fields);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path.map(String).join('.') || 'body';
      const code = isFieldErrorCode(issue.message) ? issue.message : 'invalid';
      // A field not sent is "required", unless a cross-field rule named a better code (region for UZ).
      const isMissing = issue.path.length > 0 && form.fields[String(issue.path[0])] === undefined;
      addCode(errors, field, isMissing && issue.code !== 'custom' ? 'required' : code);
    }
  }

  const files: CheckedFile[] = [];
  for (const file of form.files) {
    const contentType = await detectRecordFileType(file.bytes);
    if (contentType) files.push({ ...file, contentType });
    else addCode(errors, file.kind, 'file_type_invalid');
  }

  if (Object.keys(errors).length > 0 || !parsed.success) {
    throw new AppError('VALIDATION_FAILED', { fields: errors });
  }
  return { fields: parsed.data, files, removals: form.removals };
}
