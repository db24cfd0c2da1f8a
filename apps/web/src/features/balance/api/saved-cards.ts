import {
  type CardChargeRequest,
  type CardsSetup,
  cardChargeResultSchema,
  cardsSetupSchema,
  type SavedCard,
  savedCardPaths,
  savedCardSchema,
} from '@portal/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { profileQueryKey } from '@/lib/profile';
import { autopayQueryKey } from './autopay';

// Our API's side of saved cards (docs/product/saved-cards.md): it sees Payme's verified token, never a card number.

export const cardsQueryKey = ['payment', 'cards'] as const;
const cardListSchema = z.array(savedCardSchema);

export const cardsQueryOptions = () =>
  queryOptions({
    queryKey: cardsQueryKey,
    queryFn: async ({ signal }): Promise<SavedCard[]> =>
      (await apiRequest(savedCardPaths.cards, { schema: cardListSchema, signal })).data,
  });

export const useSavedCards = () => useQuery(cardsQueryOptions());

/** Where the browser tokenizes a card: Payme's endpoint and the merchant id (never the key). */
export const useCardsSetup = () =>
  useQuery({
    queryKey: ['payment', 'cards', 'setup'],
    queryFn: async ({ signal }): Promise<CardsSetup> =>
      (await apiRequest(savedCardPaths.setup, { schema: cardsSetupSchema, signal })).data,
    staleTime: 10 * 60_000,
  });

function useInvalidateCards() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: cardsQueryKey });
    await queryClient.invalidateQueries({ queryKey: autopayQueryKey });
  };
}

/** Keeps the token cards.verify answered; the server asks Payme about it before saving. */
export function useSaveCard() {
  const invalidate = useInvalidateCards();
  return useMutation({
    mutationFn: async (token: string) =>
      (
        await apiRequest(savedCardPaths.cards, {
          method: 'POST',
          body: { token },
          idempotent: true,
          schema: savedCardSchema,
        })
      ).data,
    onSuccess: invalidate,
  });
}

export function useRemoveCard() {
  const invalidate = useInvalidateCards();
  return useMutation({
    mutationFn: async (cardId: number) =>
      apiRequest(savedCardPaths.card.replace(':id', String(cardId)), {
        method: 'DELETE',
        idempotent: true,
        schema: z.null(),
      }),
    onSuccess: invalidate,
  });
}

/** A one-tap top-up: the Idempotency-Key makes a repeated tap or a retry charge once. */
export function useChargeCard(cardId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CardChargeRequest) =>
      (
        await apiRequest(savedCardPaths.charge.replace(':id', String(cardId)), {
          method: 'POST',
          body,
          idempotent: true,
          schema: cardChargeResultSchema,
        })
      ).data,
    // The balance is in the profile; money history refreshes on its own visit.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
}
