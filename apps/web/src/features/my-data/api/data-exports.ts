import { type DataExport, dataExportListSchema, dataExportSchema, myDataPaths } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiBlob, apiRequest } from '@/lib/api-client';
import { useIsLoggedIn } from '@/lib/session';

export const dataExportsQueryKey = ['data-exports'] as const;

/** While an export is prepared the list is asked again this often, so the screen turns to "ready" by itself. */
export const PREPARING_REFRESH_MS = 3000;

export async function getDataExports(signal?: AbortSignal): Promise<DataExport[]> {
  const answer = await apiRequest(myDataPaths.exports, {
    schema: dataExportListSchema,
    ...(signal ? { signal } : {}),
  });
  return answer.data.exports;
}

export function useDataExports() {
  const isLoggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: dataExportsQueryKey,
    queryFn: ({ signal }) => getDataExports(signal),
    enabled: isLoggedIn,
    refetchInterval: (query) =>
      query.state.data?.some((item) => item.status === 'pending') ? PREPARING_REFRESH_MS : false,
  });
}

export function useStartDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<DataExport> =>
      (await apiRequest(myDataPaths.exports, { method: 'POST', schema: dataExportSchema })).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: dataExportsQueryKey }),
  });
}

/** The document comes through fetch (a link cannot carry the bearer token) and is saved from the Blob. */
export const downloadDataExport = (id: number): Promise<Blob> =>
  apiBlob(myDataPaths.exportDownload.replace(':id', String(id)));
