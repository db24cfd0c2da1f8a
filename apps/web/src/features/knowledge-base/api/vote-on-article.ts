import { type KbVote, kbVotePath, kbVoteSchema } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const VISITOR_KEY = 'kbVisitor';
const voteKey = (slug: string) => `kbVote:${slug}`;

/**
 * This browser's random token: the API counts one vote per article and token (a repeat changes it), signed in or
 * not. Kept in the browser's storage; a browser that keeps nothing votes with a fresh token each visit.
 */
function visitorToken(): string {
  try {
    const kept = localStorage.getItem(VISITOR_KEY);
    if (kept) return kept;
    const token = crypto.randomUUID();
    localStorage.setItem(VISITOR_KEY, token);
    return token;
  } catch {
    return crypto.randomUUID();
  }
}

/** The answer this browser gave on the article, so the page shows it again. */
export function keptVote(slug: string): boolean | undefined {
  try {
    const kept = localStorage.getItem(voteKey(slug));
    return kept === null ? undefined : kept === 'yes';
  } catch {
    return undefined;
  }
}

export async function voteOnArticle(slug: string, helpful: boolean): Promise<KbVote> {
  const { data } = await apiRequest(kbVotePath(slug), {
    method: 'POST',
    body: { helpful, visitor: visitorToken() },
    schema: kbVoteSchema,
  });
  try {
    localStorage.setItem(voteKey(slug), data.helpful ? 'yes' : 'no');
  } catch {
    // A browser that keeps nothing just does not show the answer again.
  }
  return data;
}

export const useVoteOnArticle = (slug: string) =>
  useMutation({ mutationFn: (helpful: boolean) => voteOnArticle(slug, helpful) });
