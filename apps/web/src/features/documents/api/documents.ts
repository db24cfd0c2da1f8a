import { documentPaths, type Language, type MoneyDocument, moneyDocumentSchema } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiBlob, apiRequest } from '@/lib/api-client';
import { useIsLoggedIn } from '@/lib/session';

export const documentsQueryKey = ['documents'] as const;
const listSchema = z.array(moneyDocumentSchema);

export async function getDocuments(signal?: AbortSignal): Promise<MoneyDocument[]> {
  return (await apiRequest(documentPaths.list, { schema: listSchema, ...(signal ? { signal } : {}) })).data;
}

export const documentsQueryOptions = () =>
  queryOptions({ queryKey: documentsQueryKey, queryFn: ({ signal }) => getDocuments(signal) });

/** The customer's receipts, invoices, statements and acts, newest first. */
export function useDocuments() {
  const isLoggedIn = useIsLoggedIn();
  return useQuery({ ...documentsQueryOptions(), enabled: isLoggedIn });
}

/** A PDF comes through fetch (a link cannot carry the bearer token) and is saved from the Blob; in `lang`. */
export const downloadDocument = (id: number, lang: Language): Promise<Blob> =>
  apiBlob(`${documentPaths.pdf.replace(':id', String(id))}?${new URLSearchParams({ lang }).toString()}`);

export const downloadReconciliation = (from: string, to: string, lang: Language): Promise<Blob> =>
  apiBlob(`${documentPaths.reconciliation}?${new URLSearchParams({ from, to, lang }).toString()}`);

/** Saves a Blob under a name, as a click on a download link would. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the Blob to the browser's download by the next task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
