import { PaymeCardError } from '../../api/payme-cards';

/** Payme's refusal codes (docs/providers/payme-cards.md) → keys of the `cards` namespace. */
const CODE_KEYS: Record<number, string> = {
  [-31101]: 'errors.code_expired',
  [-31102]: 'errors.too_many_attempts',
  [-31103]: 'errors.code_wrong',
  [-31300]: 'errors.card_invalid',
  [-31301]: 'errors.card_unusable',
  [-31400]: 'errors.card_invalid',
};

export function paymeErrorKey(error: unknown): string {
  if (error instanceof PaymeCardError) return CODE_KEYS[error.code] ?? 'errors.payme_failed';
  return 'errors.payme_unreachable';
}
