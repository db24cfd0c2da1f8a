import { type KbArticleSummary, kbArticleSummarySchema, kbPaths } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';

const listSchema = z.array(kbArticleSummarySchema);
const SUGGESTIONS = 5;

async function getSuggestions(query: string, signal?: AbortSignal): Promise<KbArticleSummary[]> {
  const search = new URLSearchParams({ q: query, limit: String(SUGGESTIONS) });
  const answer = await apiRequest(`${kbPaths.list}?${search}`, {
    schema: listSchema,
    ...(signal ? { signal } : {}),
  });
  return answer.data;
}

/** Articles matching the subject being typed; nothing is asked for an empty or one-letter subject. */
export function useKbSuggestions(query: string) {
  return useQuery({
    queryKey: ['support-tickets', 'kb', currentLanguage(), query],
    queryFn: ({ signal }) => getSuggestions(query, signal),
    enabled: query.length >= 2,
    placeholderData: keepPreviousData,
  });
}
