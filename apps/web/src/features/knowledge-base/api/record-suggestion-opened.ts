import { type KbSuggestionSource, kbPaths, noDataSchema } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Tells the knowledge base that a suggested article was opened (its figures in the console count it). */
export const recordSuggestionOpened = (slug: string, source: KbSuggestionSource) =>
  apiRequest(kbPaths.opened.replace(':slug', encodeURIComponent(slug)), {
    method: 'POST',
    body: { source },
    schema: noDataSchema,
  });

export function useRecordSuggestionOpened() {
  return useMutation({
    mutationFn: ({ slug, source }: { slug: string; source: KbSuggestionSource }) =>
      recordSuggestionOpened(slug, source),
  });
}
