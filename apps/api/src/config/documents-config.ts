import { z } from 'zod';
import { boolean } from './env-values.js';

// The seller's details printed on every money document; parsed as part of config.ts's environment schema. The
// owner may change them in the console (stored, audited): these are what documents say until then. The defaults
// are the demo seller's; a real deployment sets its own.

const digits = (count: number) =>
  z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${count}}$`), { error: `must be ${count} digits` });

export const documentsEnvShape = {
  SELLER_LEGAL_NAME: z
    .string()
    .trim()
    .min(1)
    .default('"Portal Hosting" MChJ')
    .describe(
      "The seller's legal name on money documents, until the owner changes it in the console (the default is the demo seller).",
    ),
  SELLER_STIR: digits(9).default('305123456').describe("The seller's STIR (taxpayer number): 9 digits."),
  SELLER_ADDRESS: z
    .string()
    .trim()
    .min(1)
    .default('Toshkent sh., Yunusobod t., Amir Temur koʻchasi, 108')
    .describe("The seller's legal address on money documents."),
  SELLER_BANK_ACCOUNT: digits(20)
    .default('20208000900123456001')
    .describe("The seller's settlement account: 20 digits."),
  SELLER_BANK_NAME: z
    .string()
    .trim()
    .min(1)
    .default('"Kapitalbank" ATB')
    .describe("The name of the bank keeping the seller's account, printed beside the account and MFO."),
  SELLER_MFO: digits(5).default('00873').describe("The seller's bank's MFO code: 5 digits."),
  SELLER_VAT_PAYER: boolean
    .default(true)
    .describe('Whether the seller is a VAT payer (documents show VAT and the VAT code).'),
  SELLER_VAT_CODE: digits(12)
    .optional()
    .default('326060012345')
    .describe('The 12-digit VAT registration code of a VAT payer.'),
};

const documentsEnvSchema = z.object(documentsEnvShape);

export interface DocumentsConfig {
  seller: {
    legalName: string;
    stir: string;
    address: string;
    bankAccount: string;
    bankName: string;
    mfo: string;
    vatPayer: boolean;
    vatCode: string | null;
  };
  vatPercent: number;
}

/** `vatPercent` is the fiscal receipts' VAT_PERCENT: a document and the receipt of the same payment agree. */
export function documentsConfig(
  vars: z.infer<typeof documentsEnvSchema>,
  vatPercent: number,
): DocumentsConfig {
  return {
    seller: {
      legalName: vars.SELLER_LEGAL_NAME,
      stir: vars.SELLER_STIR,
      address: vars.SELLER_ADDRESS,
      bankAccount: vars.SELLER_BANK_ACCOUNT,
      bankName: vars.SELLER_BANK_NAME,
      mfo: vars.SELLER_MFO,
      vatPayer: vars.SELLER_VAT_PAYER,
      vatCode: vars.SELLER_VAT_PAYER ? (vars.SELLER_VAT_CODE ?? null) : null,
    },
    vatPercent,
  };
}
