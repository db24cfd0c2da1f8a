import { kbArticlePath } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';

// Asked for on the prerendered support page, so the answer's rule loads with the answer, like the guest form's own
// (guest-ticket-form.tsx): the page paints without zod. Only the slug and the title are kept.
const articleAnswer = {
  load: () => import('@portal/contracts/support').then((module) => module.ticketKbArticleSchema),
};

type TicketArticle = { slug: string; title: string };

async function getTicketArticle(slug: string, signal: AbortSignal): Promise<TicketArticle> {
  return (await apiRequest(kbArticlePath(slug), { schema: articleAnswer, signal })).data;
}

/**
 * The published article a visitor read before writing, for the guest form to name; nothing is asked without
 * one. An article withdrawn or mistyped answers an error, and the form then names none.
 */
export function useTicketArticle(slug: string) {
  return useQuery({
    queryKey: ['support-tickets', 'article', currentLanguage(), slug],
    queryFn: ({ signal }) => getTicketArticle(slug, signal),
    enabled: slug !== '',
  });
}
