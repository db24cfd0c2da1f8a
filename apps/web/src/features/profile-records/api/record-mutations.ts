import {
  noDataSchema,
  type ProfileRecord,
  type ProfileRecordFieldsInput,
  profileRecordPath,
  profileRecordPaths,
  profileRecordSchema,
  REMOVE_FILES_FIELD,
  type RecordFileKind,
} from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { recordsQueryKey } from './get-records';

export type RecordSubmission = {
  fields: ProfileRecordFieldsInput;
  files: Partial<Record<RecordFileKind, File>>;
  removals?: RecordFileKind[];
};

/** The API takes the record as multipart/form-data: text fields plus the chosen files. */
export function toFormData({ fields, files, removals = [] }: RecordSubmission): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value ?? '');
  for (const [kind, file] of Object.entries(files)) if (file) form.append(kind, file, file.name);
  if (removals.length > 0) form.append(REMOVE_FILES_FIELD, removals.join(','));
  return form;
}

export async function createRecord(submission: RecordSubmission): Promise<ProfileRecord> {
  const body = toFormData(submission);
  return (await apiRequest(profileRecordPaths.list, { method: 'POST', body, schema: profileRecordSchema }))
    .data;
}

export async function updateRecord(id: number, submission: RecordSubmission): Promise<ProfileRecord> {
  const body = toFormData(submission);
  return (await apiRequest(profileRecordPath(id), { method: 'PUT', body, schema: profileRecordSchema })).data;
}

export async function deleteRecord(id: number): Promise<void> {
  await apiRequest(profileRecordPath(id), { method: 'DELETE', schema: noDataSchema });
}

function useInvalidateRecords() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: recordsQueryKey });
}

/** Creates a record, or changes the one named by `id`. */
export function useSaveRecord(id: number | null) {
  const invalidate = useInvalidateRecords();
  return useMutation({
    mutationFn: (submission: RecordSubmission) =>
      id === null ? createRecord(submission) : updateRecord(id, submission),
    onSuccess: invalidate,
  });
}

export function useDeleteRecord() {
  const invalidate = useInvalidateRecords();
  return useMutation({ mutationFn: deleteRecord, onSuccess: invalidate });
}
