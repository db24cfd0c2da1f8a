import {
  type ProfileRecord,
  profileRecordPath,
  profileRecordPaths,
  profileRecordSchema,
} from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { useIsLoggedIn } from '@/lib/session';

export const recordsQueryKey = ['profile-records'] as const;

const recordsSchema = z.array(profileRecordSchema);

export async function getRecords(signal?: AbortSignal): Promise<ProfileRecord[]> {
  return (await apiRequest(profileRecordPaths.list, { schema: recordsSchema, ...(signal ? { signal } : {}) }))
    .data;
}

export async function getRecord(id: number, signal?: AbortSignal): Promise<ProfileRecord> {
  return (
    await apiRequest(profileRecordPath(id), { schema: profileRecordSchema, ...(signal ? { signal } : {}) })
  ).data;
}

export const recordsQueryOptions = () =>
  queryOptions({ queryKey: recordsQueryKey, queryFn: ({ signal }) => getRecords(signal) });

export const recordQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...recordsQueryKey, id], queryFn: ({ signal }) => getRecord(id, signal) });

/** The customer's person records, newest first. */
export function useRecords() {
  const isLoggedIn = useIsLoggedIn();
  return useQuery({ ...recordsQueryOptions(), enabled: isLoggedIn });
}

/** One record to edit; off while there is no id (a new record). */
export function useRecord(id: number | null) {
  const isLoggedIn = useIsLoggedIn();
  return useQuery({ ...recordQueryOptions(id ?? 0), enabled: isLoggedIn && id !== null });
}
