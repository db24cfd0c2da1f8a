import type { SupportedMerchant } from '@portal/contracts';

/** What a provider needs to send the customer to its payment page. */
export interface CheckoutRequest {
  invoiceId: number;
  amountTiyin: number;
  /** Where the provider sends the customer back. */
  returnUrl: string;
  /** The customer's language, reduced to what providers show: uz, ru or en. */
  lang: 'uz' | 'ru' | 'en';
}

/** The port the top-up service talks to; payme.ts and click.ts are its adapters. */
export interface PaymentGateway {
  merchant: SupportedMerchant;
  paymentUrl(request: CheckoutRequest): string;
}
