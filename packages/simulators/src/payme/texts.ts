import type { CheckoutLang } from '../shared/lang.js';

export interface PaymeTexts {
  title: string;
  simulatorNote: string;
  merchant: string;
  invoice: string;
  amount: string;
  currency: string;
  pay: string;
  cancel: string;
  failed: string;
  errorCode: string;
  method: string;
  back: string;
  paid: string;
  cancelled: string;
  badLink: string;
}

/** The checkout page follows the payer's `l` (docs/providers/payme.md). */
export const PAYME_TEXTS: Record<CheckoutLang, PaymeTexts> = {
  ru: {
    title: 'Оплата через Payme',
    simulatorNote: 'Это симулятор Payme для демо-режима и тестов: настоящие деньги не списываются.',
    merchant: 'Касса',
    invoice: 'Номер счёта',
    amount: 'Сумма',
    currency: 'сум',
    pay: 'Оплатить',
    cancel: 'Отменить',
    failed: 'Платёж не выполнен',
    errorCode: 'Код ошибки',
    method: 'Метод',
    back: 'Вернуться на сайт',
    paid: 'Оплата прошла успешно',
    cancelled: 'Платёж отменён',
    badLink: 'Неверная ссылка на оплату',
  },
  uz: {
    title: "Payme orqali to'lov",
    simulatorNote: 'Bu demo rejim va testlar uchun Payme simulyatori: haqiqiy pul yechilmaydi.',
    merchant: 'Kassa',
    invoice: 'Hisob raqami',
    amount: 'Summa',
    currency: "so'm",
    pay: "To'lash",
    cancel: 'Bekor qilish',
    failed: "To'lov amalga oshmadi",
    errorCode: 'Xato kodi',
    method: 'Metod',
    back: 'Saytga qaytish',
    paid: "To'lov muvaffaqiyatli amalga oshirildi",
    cancelled: "To'lov bekor qilindi",
    badLink: "To'lov havolasi noto'g'ri",
  },
  en: {
    title: 'Pay with Payme',
    simulatorNote: 'This is a Payme simulator for demo mode and tests: no real money moves.',
    merchant: 'Merchant',
    invoice: 'Invoice number',
    amount: 'Amount',
    currency: 'UZS',
    pay: 'Pay',
    cancel: 'Cancel',
    failed: 'Payment failed',
    errorCode: 'Error code',
    method: 'Method',
    back: 'Back to the shop',
    paid: 'Payment complete',
    cancelled: 'Payment cancelled',
    badLink: 'Invalid payment link',
  },
};
