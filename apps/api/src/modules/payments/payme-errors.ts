// Payme Merchant API error codes (docs/providers/payme.md), each with the {ru, uz, en} message Payme shows.

export interface PaymeMessage {
  ru: string;
  uz: string;
  en: string;
}

export class PaymeError extends Error {
  constructor(
    readonly code: number,
    readonly texts: PaymeMessage,
    readonly data?: string,
  ) {
    super(texts.en);
    this.name = 'PaymeError';
  }
}

export const PAYME_CODES = {
  notPost: -32300,
  parse: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  unauthorized: -32504,
  system: -32400,
  wrongAmount: -31001,
  transactionNotFound: -31003,
  cannotCancel: -31007,
  cannotPerform: -31008,
  invoiceNotFound: -31050,
  invoiceNotPayable: -31051,
  /**
   * Another transaction is already pending for this one-time invoice. Sources disagree (§1.5): -31099 here,
   * switchable after a sandbox run.
   */
  invoiceBusy: -31099,
} as const;

const TEXTS = {
  notPost: {
    ru: 'Метод запроса должен быть POST',
    uz: "So'rov usuli POST bo'lishi kerak",
    en: 'The request method must be POST',
  },
  parse: { ru: 'Ошибка разбора JSON', uz: 'JSON tahlilida xatolik', en: 'JSON parse error' },
  invalidRequest: {
    ru: 'Неверный запрос RPC',
    uz: "Noto'g'ri RPC so'rovi",
    en: 'Invalid RPC request',
  },
  methodNotFound: { ru: 'Метод не найден', uz: 'Usul topilmadi', en: 'Method not found' },
  unauthorized: {
    ru: 'Недостаточно привилегий для выполнения метода',
    uz: 'Usulni bajarish uchun huquqlar yetarli emas',
    en: 'Insufficient privileges to perform the method',
  },
  system: { ru: 'Системная ошибка', uz: 'Tizim xatosi', en: 'System error' },
  wrongAmount: { ru: 'Неверная сумма', uz: "Noto'g'ri summa", en: 'Incorrect amount' },
  transactionNotFound: {
    ru: 'Транзакция не найдена',
    uz: 'Tranzaksiya topilmadi',
    en: 'Transaction not found',
  },
  cannotCancel: {
    ru: 'Невозможно отменить транзакцию: средства уже использованы',
    uz: "Tranzaksiyani bekor qilib bo'lmaydi: mablag' allaqachon ishlatilgan",
    en: 'The transaction cannot be cancelled: the money has already been spent',
  },
  cannotPerform: {
    ru: 'Невозможно выполнить операцию',
    uz: "Amalni bajarib bo'lmaydi",
    en: 'The operation cannot be performed',
  },
  invoiceNotFound: { ru: 'Счёт не найден', uz: 'Hisob topilmadi', en: 'Invoice not found' },
  invoiceNotPayable: {
    ru: 'Счёт уже оплачен или отменён',
    uz: "Hisob allaqachon to'langan yoki bekor qilingan",
    en: 'The invoice is already paid or cancelled',
  },
  invoiceBusy: {
    ru: 'По этому счёту уже есть ожидающая транзакция',
    uz: 'Bu hisob uchun kutilayotgan tranzaksiya allaqachon mavjud',
    en: 'Another transaction for this invoice is already pending',
  },
} satisfies Record<keyof typeof PAYME_CODES, PaymeMessage>;

export function paymeError(kind: keyof typeof PAYME_CODES, data?: string): PaymeError {
  return new PaymeError(PAYME_CODES[kind], TEXTS[kind], data);
}
