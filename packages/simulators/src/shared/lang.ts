/** The providers' own checkout pages speak Russian, Uzbek and English (docs/providers/payme.md). */
export type CheckoutLang = 'ru' | 'uz' | 'en';

const CHECKOUT_LANGS: readonly CheckoutLang[] = ['ru', 'uz', 'en'];

export function isCheckoutLang(value: string | undefined): value is CheckoutLang {
  return CHECKOUT_LANGS.includes(value as CheckoutLang);
}

/** Picks an explicit choice first, then the first supported Accept-Language tag, then Russian. */
export function pickLang(explicit: string | undefined, acceptLanguage: string | undefined): CheckoutLang {
  if (isCheckoutLang(explicit)) return explicit;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const primary = part.trim().slice(0, 2).toLowerCase();
    if (isCheckoutLang(primary)) return primary;
  }
  return 'ru';
}
