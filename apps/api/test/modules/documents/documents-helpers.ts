import type { Language } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';
import { changeBalance } from '../../../src/modules/balance/balance.service.js';
import { newCustomer, register, userIdOf } from '../../helpers/customers.js';

/** The text of a PDF as a reader's copy-and-paste would give it, one string. */
export async function pdfText(bytes: Buffer | Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

export async function customerIn(app: FastifyInstance, language: Language, firstname = 'Aziz') {
  const response = await register(app, newCustomer({ firstname }), { 'accept-language': language });
  if (response.statusCode !== 200) throw new Error(`registration failed: ${response.body}`);
  const token = response.json().data.access_token as string;
  return { token, id: await userIdOf(app, token) };
}

/** A ledger entry as the module that moves the money writes it. */
export const ledgerEntry = (
  app: FastifyInstance,
  userId: number,
  entry: {
    som: number;
    reason: 'top_up' | 'order_payment' | 'domain_payment' | 'order_cancel_refund';
    orderId?: number;
    note?: string;
  },
) =>
  app.db.transaction((tx) =>
    changeBalance(tx, {
      userId,
      amountTiyin: entry.som * 100,
      reason: entry.reason,
      reference:
        entry.reason === 'order_payment' || entry.reason === 'order_cancel_refund'
          ? { type: 'hosting_order', id: entry.orderId ?? 1 }
          : entry.reason === 'domain_payment'
            ? { type: 'domain_operation', id: 1 }
            : null,
      kind: entry.reason === 'order_payment' ? 'create' : undefined,
      note: entry.note ?? null,
      at: app.clock.now(),
    }),
  );

export const companyPayer = {
  kind: 'company',
  legal_name: '"Qoʻqon Ҳисоб Savdo" MChJ',
  stir: '301234567',
  legal_address: 'Fargʻona viloyati, Qoʻqon sh., Turkiston koʻchasi, 5',
  bank_account: '20208000400987654321',
  mfo: '01037',
  director: 'Gʻayratov Oʻtkir',
  vat_payer: true,
  vat_code: '326010098765',
} as const;
