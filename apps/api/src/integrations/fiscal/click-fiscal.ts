import { createHash } from 'node:crypto';
import { z } from 'zod';

// Click's fiscalization for merchants (docs/product/money-documents.md; docs/providers/click.md): after a
// successful Complete we submit the payment's items to Click's merchant API, authenticated with the merchant
// user id and a digest of the secret key and a timestamp; Click fiscalizes them and answers the receipt's QR URL.
// Every field name of Click's format is written in this file only, so the real format can be dropped in here.

/** One receipt item, as the app describes it. */
export interface ClickFiscalItem {
  title: string;
  /** Per unit, tiyin. */
  priceTiyin: number;
  count: number;
  /** IKPU (SPIC), 17 digits. */
  ikpu: string;
  packageCode: string;
  vatPercent: number;
  /** VAT inside the whole line, tiyin. */
  vatTiyin: number;
}

export interface ClickFiscalRequest {
  /** Click's payment id: the click_paydoc_id of the paid attempt. */
  paymentId: string;
  items: ClickFiscalItem[];
  /** The seller's STIR (TIN, 9 digits): whose sale each item is. */
  sellerTin: string;
}

/** The port: one submission. Resolves with the receipt's QR URL; throws when Click refuses or cannot be reached. */
export interface ClickFiscal {
  submitItems(request: ClickFiscalRequest): Promise<{ qrCodeUrl: string }>;
}

export interface ClickFiscalOptions {
  /** e.g. https://api.click.uz/v2/merchant */
  apiUrl: string;
  serviceId: string;
  merchantUserId: string;
  secretKey: string;
  now: () => Date;
  timeoutMs?: number;
}

export const CLICK_SUBMIT_ITEMS_PATH = '/payment/ofd_data/submit_items';

/** §2.4: `Auth: <merchant_user_id>:<sha1(timestamp + secret_key)>:<timestamp>`, timestamp in unix seconds. */
export function clickAuthHeader(merchantUserId: string, secretKey: string, at: Date): string {
  const timestamp = String(Math.floor(at.getTime() / 1000));
  const digest = createHash('sha1')
    .update(timestamp + secretKey, 'utf8')
    .digest('hex');
  return `${merchantUserId}:${digest}:${timestamp}`;
}

/**
 * Click's item fields (Name, SPIC, PackageCode, Price and Amount in tiyin, VAT in tiyin, VATPercent, and the
 * seller in CommissionInfo).
 */
export function clickItemsBody(serviceId: string, request: ClickFiscalRequest) {
  const total = request.items.reduce((sum, item) => sum + item.priceTiyin * item.count, 0);
  return {
    service_id: Number(serviceId),
    payment_id: request.paymentId,
    items: request.items.map((item) => ({
      Name: item.title,
      SPIC: item.ikpu,
      PackageCode: item.packageCode,
      Price: item.priceTiyin * item.count,
      Amount: item.count,
      VAT: item.vatTiyin,
      VATPercent: item.vatPercent,
      CommissionInfo: { TIN: request.sellerTin },
    })),
    // Paid through Click: electronic money, no cash and no card at a terminal.
    received_ecash: total,
    received_cash: 0,
    received_card: 0,
  };
}

export class ClickFiscalError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ClickFiscalError';
  }
}

const DEFAULT_TIMEOUT_MS = 15_000;

const answerSchema = z.object({
  error_code: z.number().int(),
  error_note: z.string().optional(),
  qr_code_url: z.url({ protocol: /^https?$/ }).optional(),
});

export function createClickFiscal(options: ClickFiscalOptions): ClickFiscal {
  return {
    async submitItems(request) {
      const response = await fetch(`${options.apiUrl}${CLICK_SUBMIT_ITEMS_PATH}`, {
        method: 'POST',
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          auth: clickAuthHeader(options.merchantUserId, options.secretKey, options.now()),
        },
        body: JSON.stringify(clickItemsBody(options.serviceId, request)),
        signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });
      const answer = answerSchema.safeParse(await response.json().catch(() => null));
      if (!answer.success)
        throw new ClickFiscalError(`Click answered HTTP ${response.status} without its JSON`);
      const { error_code: code, error_note: note, qr_code_url: qrCodeUrl } = answer.data;
      if (code !== 0)
        throw new ClickFiscalError(`Click refused the fiscal items: ${code} ${note ?? ''}`.trim());
      if (!qrCodeUrl) throw new ClickFiscalError('Click accepted the fiscal items without a QR URL');
      return { qrCodeUrl };
    },
  };
}
