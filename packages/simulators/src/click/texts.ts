import type { CheckoutLang } from '../shared/lang.js';

export interface ClickTexts {
  title: string;
  simulatorNote: string;
  service: string;
  order: string;
  amount: string;
  currency: string;
  pay: string;
  fail: string;
  errorTitle: string;
  errorCode: string;
  step: string;
  back: string;
  paid: string;
  failed: string;
  badLink: string;
}

export const CLICK_TEXTS: Record<CheckoutLang, ClickTexts> = {
  ru: {
    title: 'Оплата через Click',
    simulatorNote: 'Это симулятор Click для демо-режима и тестов: настоящие деньги не списываются.',
    service: 'Сервис',
    order: 'Номер заказа',
    amount: 'Сумма',
    currency: 'сум',
    pay: 'Оплатить',
    fail: 'Ошибка оплаты',
    errorTitle: 'Платёж не выполнен',
    errorCode: 'Код ошибки',
    step: 'Шаг',
    back: 'Вернуться на сайт',
    paid: 'Оплата прошла успешно',
    failed: 'Оплата не прошла',
    badLink: 'Неверная ссылка на оплату',
  },
  uz: {
    title: "Click orqali to'lov",
    simulatorNote: 'Bu demo rejim va testlar uchun Click simulyatori: haqiqiy pul yechilmaydi.',
    service: 'Xizmat',
    order: 'Buyurtma raqami',
    amount: 'Summa',
    currency: "so'm",
    pay: "To'lash",
    fail: "To'lov xatosi",
    errorTitle: "To'lov amalga oshmadi",
    errorCode: 'Xato kodi',
    step: 'Qadam',
    back: 'Saytga qaytish',
    paid: "To'lov muvaffaqiyatli amalga oshirildi",
    failed: "To'lov o'tmadi",
    badLink: "To'lov havolasi noto'g'ri",
  },
  en: {
    title: 'Pay with Click',
    simulatorNote: 'This is a Click simulator for demo mode and tests: no real money moves.',
    service: 'Service',
    order: 'Order number',
    amount: 'Amount',
    currency: 'UZS',
    pay: 'Pay',
    fail: 'Fail',
    errorTitle: 'Payment failed',
    errorCode: 'Error code',
    step: 'Step',
    back: 'Back to the shop',
    paid: 'Payment complete',
    failed: 'The payment did not go through',
    badLink: 'Invalid payment link',
  },
};
