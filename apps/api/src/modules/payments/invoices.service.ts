import {
  type Invoice,
  type Language,
  type MerchantInfo,
  SUPPORTED_MERCHANTS,
  type SupportedMerchant,
  tiyinToSom,
} from '@portal/contracts';
import type { PaymentsConfig } from '../../config/payments-config.js';
import type { Database } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import type { PaymentGateway } from '../../integrations/payment-gateway/gateway.js';
import { lockUser } from '../account/user-directory.service.js';
import { findOwnedInvoice, type InvoiceRow, insertInvoice, listPendingSince } from './invoice.repository.js';
import { INVOICE_LIFETIME_MS } from './invoice-expiry.js';

const MERCHANT_FACTS = [
  { id: 'click_evolution', name: 'Click', logo_url: '/payments/click.svg', site_url: 'https://click.uz' },
  { id: 'payme', name: 'Payme', logo_url: '/payments/payme.svg', site_url: 'https://payme.uz' },
  { id: 'uzum', name: 'Uzum Bank', logo_url: '/payments/uzum.svg', site_url: 'https://uzumbank.uz' },
  { id: 'paynet', name: 'Paynet', logo_url: '/payments/paynet.svg', site_url: 'https://paynet.uz' },
] as const;

export type Gateways = Partial<Record<SupportedMerchant, PaymentGateway>>;

export function listMerchants(config: PaymentsConfig, gateways: Gateways): MerchantInfo[] {
  return MERCHANT_FACTS.map((facts) => ({
    ...facts,
    supported: facts.id === 'payme' || facts.id === 'click_evolution' ? Boolean(gateways[facts.id]) : false,
    min_amount: tiyinToSom(config.minTiyin),
    max_amount: tiyinToSom(config.maxTiyin),
  }));
}

const isSupported = (merchant: string): merchant is SupportedMerchant =>
  (SUPPORTED_MERCHANTS as readonly string[]).includes(merchant);

/** Providers show uz, ru or en; Cyrillic Uzbek reads Uzbek, Tajik readers get Russian. */
export function providerLanguage(language: Language): 'uz' | 'ru' | 'en' {
  if (language === 'uz' || language === 'uzc') return 'uz';
  return language === 'en' ? 'en' : 'ru';
}

export interface CreateInvoiceInput {
  userId: number;
  merchant: string;
  amountTiyin: number;
  language: Language;
  /** The portal address the payment page sends the customer back to (return-origin.ts). */
  returnBaseUrl: string;
  now: Date;
}

export async function createInvoice(
  db: Database,
  { config, gateways }: { config: PaymentsConfig; gateways: Gateways },
  input: CreateInvoiceInput,
) {
  const gateway = isSupported(input.merchant) ? gateways[input.merchant] : undefined;
  if (!gateway || !isSupported(input.merchant)) {
    throw new AppError('MERCHANT_UNSUPPORTED', { fields: { merchant: ['merchant_unsupported'] } });
  }
  const merchant = input.merchant;
  if (input.amountTiyin < config.minTiyin) {
    throw new AppError('VALIDATION_FAILED', { fields: { amount: ['amount_too_small'] } });
  }
  if (input.amountTiyin > config.maxTiyin) {
    throw new AppError('VALIDATION_FAILED', { fields: { amount: ['amount_too_large'] } });
  }
  const invoice = await db.transaction(async (tx) => {
    // One customer's invoices are created one at a time, so parallel requests cannot pass the cap together.
    await lockUser(tx, input.userId);
    const pending = await listPendingSince(
      tx,
      input.userId,
      new Date(input.now.getTime() - INVOICE_LIFETIME_MS),
    );
    const oldest = pending[0];
    if (oldest && pending.length >= config.pendingInvoicesMax) {
      const freedAt = oldest.createdAt.getTime() + INVOICE_LIFETIME_MS;
      throw new AppError('RATE_LIMITED', {
        retryAfterSeconds: Math.max(1, Math.ceil((freedAt - input.now.getTime()) / 1000)),
      });
    }
    return insertInvoice(tx, {
      userId: input.userId,
      merchant,
      amountTiyin: input.amountTiyin,
      createdAt: input.now,
    });
  });
  const payment_url = gateway.paymentUrl({
    invoiceId: invoice.id,
    amountTiyin: invoice.amountTiyin,
    returnUrl: `${input.returnBaseUrl}/pay?invoice_id=${invoice.id}`,
    lang: providerLanguage(input.language),
  });
  return { invoice_id: invoice.id, payment_url };
}

export function toInvoice(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    merchant: row.merchant,
    amount: tiyinToSom(row.amountTiyin),
    status: row.status,
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
  };
}

/** Only the owner sees an invoice; anyone else gets the same 404 as for a missing one. */
export async function ownedInvoice(db: Database, id: number, userId: number): Promise<Invoice> {
  const row = await findOwnedInvoice(db, id, userId);
  if (!row) throw new AppError('NOT_FOUND');
  return toInvoice(row);
}
