import type { FiscalSettings } from '../../config/payments-config.js';

// What a top-up's fiscal receipt lists (docs/product/money-documents.md). A top-up is one service, one item; its
// codes come from configuration. Each provider's format is made from this one description (Payme's `detail`
// here, Click's items in the Click fiscal adapter), so the two receipts never disagree.

/** The item's title on the receipt: receipts are written in the state language. */
export const TOP_UP_RECEIPT_TITLE = "Hosting va domen xizmatlari uchun shaxsiy hisobni to'ldirish";

export interface FiscalItem {
  title: string;
  /** Per unit, tiyin, VAT included. */
  priceTiyin: number;
  count: number;
  /** IKPU (MXIK) code, 17 digits. */
  ikpu: string;
  packageCode: string;
  vatPercent: number;
  /** The VAT inside price × count, tiyin (price is gross: VAT = gross × p / (100 + p)). */
  vatTiyin: number;
}

export function topUpFiscalItems(fiscal: FiscalSettings, amountTiyin: number): FiscalItem[] {
  return [
    {
      title: TOP_UP_RECEIPT_TITLE,
      priceTiyin: amountTiyin,
      count: 1,
      ikpu: fiscal.ikpu,
      packageCode: fiscal.packageCode,
      vatPercent: fiscal.vatPercent,
      vatTiyin: Math.round((amountTiyin * fiscal.vatPercent) / (100 + fiscal.vatPercent)),
    },
  ];
}

/** Payme's CheckPerformTransaction `detail`: receipt type 0 is a sale; the items add up to the amount. */
export function paymeReceiptDetail(items: FiscalItem[]) {
  return {
    receipt_type: 0,
    items: items.map((item) => ({
      title: item.title,
      price: item.priceTiyin,
      count: item.count,
      code: item.ikpu,
      package_code: item.packageCode,
      vat_percent: item.vatPercent,
    })),
  };
}
