import type { RecordedRequest } from './recording-merchant.js';

export const PAYME_KEY = 'test-kassa-key&%';
export const INVOICE_ID = '42';
export const INVOICE_TIYIN = 2_500_000;

interface Transaction {
  id: string;
  state: number;
  createTime: number;
  performTime: number;
  cancelTime: number;
  reason: number | null;
}

const MESSAGES = {
  amount: { ru: 'Неверная сумма', uz: "Noto'g'ri summa", en: 'Incorrect amount' },
  account: { ru: 'Счёт не найден', uz: 'Hisob topilmadi', en: 'Invoice not found' },
};

/** A fiscal `detail` whose one item costs `price` tiyin. */
export const receiptDetail = (price: number) => ({
  receipt_type: 0,
  items: [
    { title: 'Top-up', price, count: 1, code: '10305008002000000', package_code: '1501143', vat_percent: 12 },
  ],
});

/**
 * The merchant side of docs/providers/payme.md, just enough to answer a checkout correctly; `detailPrice`
 * is what its fiscal items add up to (the invoice's amount unless a test wants them wrong).
 */
export function createPaymeMerchantLogic(options: { detailPrice?: number } = {}) {
  const transactions = new Map<string, Transaction>();
  let clock = 1_700_000_000_000;

  return (request: RecordedRequest) => {
    const rpc = JSON.parse(request.body) as {
      method: string;
      params: {
        amount?: number;
        account?: { invoice_id?: string };
        id: string;
        reason?: number;
        type?: string;
      };
      id: number;
    };
    const expectedAuth = `Basic ${Buffer.from(`Paycom:${PAYME_KEY}`).toString('base64')}`;
    const fail = (code: number, message: unknown, data?: string) => ({
      body: { error: { code, message, data }, id: rpc.id },
    });
    if (request.headers.authorization !== expectedAuth) return fail(-32504, 'auth');
    const { params } = rpc;
    const checkOrder = () => {
      if (params.account?.invoice_id !== INVOICE_ID) return fail(-31050, MESSAGES.account, 'invoice_id');
      if (params.amount !== INVOICE_TIYIN) return fail(-31001, MESSAGES.amount);
      return undefined;
    };
    const view = (tx: Transaction) => ({ transaction: tx.id, state: tx.state });
    clock += 1000;
    switch (rpc.method) {
      case 'CheckPerformTransaction':
        return (
          checkOrder() ?? {
            body: {
              result: { allow: true, detail: receiptDetail(options.detailPrice ?? INVOICE_TIYIN) },
              id: rpc.id,
            },
          }
        );
      case 'SetFiscalData': {
        const tx = transactions.get(params.id);
        if (!tx) return fail(-31003, 'not found');
        return { body: { result: { success: true }, id: rpc.id } };
      }
      case 'CreateTransaction': {
        const error = checkOrder();
        if (error) return error;
        const tx = {
          id: `tx-${transactions.size + 1}`,
          state: 1,
          createTime: clock,
          performTime: 0,
          cancelTime: 0,
          reason: null,
        };
        transactions.set(params.id, tx);
        return { body: { result: { create_time: tx.createTime, ...view(tx) }, id: rpc.id } };
      }
      case 'PerformTransaction': {
        const tx = transactions.get(params.id);
        if (!tx) return fail(-31003, 'not found');
        Object.assign(tx, { state: 2, performTime: clock });
        return { body: { result: { perform_time: tx.performTime, ...view(tx) }, id: rpc.id } };
      }
      case 'CancelTransaction': {
        const tx = transactions.get(params.id);
        if (!tx) return fail(-31003, 'not found');
        Object.assign(tx, { state: tx.state === 2 ? -2 : -1, cancelTime: clock, reason: params.reason });
        return { body: { result: { cancel_time: tx.cancelTime, ...view(tx) }, id: rpc.id } };
      }
      default:
        return fail(-32601, 'method not found', rpc.method);
    }
  };
}
