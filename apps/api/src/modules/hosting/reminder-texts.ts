import type { Language } from '@portal/contracts';

// The expiry reminder e-mail (7, 3 and 1 days before), in the customer's language.

interface ReminderText {
  subject: (order: number, days: number) => string;
  body: (order: number, days: number, date: string) => string;
}

const TEXTS: Record<Language, ReminderText> = {
  uz: {
    subject: (order, days) => `Hosting buyurtmasi #${order}: ${days} kun qoldi`,
    body: (order, days, date) =>
      `#${order} hosting buyurtmangiz muddati ${days} kundan keyin (${date}) tugaydi. Xizmat uzilmasligi uchun buyurtmani uzaytiring yoki balansni toʻldiring.`,
  },
  uzc: {
    subject: (order, days) => `Хостинг буюртмаси #${order}: ${days} кун қолди`,
    body: (order, days, date) =>
      `#${order} хостинг буюртмангиз муддати ${days} кундан кейин (${date}) тугайди. Хизмат узилмаслиги учун буюртмани узайтиринг ёки балансни тўлдиринг.`,
  },
  ru: {
    subject: (order, days) => `Заказ хостинга №${order}: осталось дней — ${days}`,
    body: (order, days, date) =>
      `Срок заказа хостинга №${order} истекает через ${days} дн. (${date}). Продлите заказ или пополните баланс, чтобы услуга не прерывалась.`,
  },
  en: {
    subject: (order, days) => `Hosting order #${order}: ${days} day(s) left`,
    body: (order, days, date) =>
      `Your hosting order #${order} expires in ${days} day(s) (${date}). Extend the order or top up your balance to keep the service running.`,
  },
  tj: {
    subject: (order, days) => `Фармоиши хостинг №${order}: ${days} рӯз монд`,
    body: (order, days, date) =>
      `Мӯҳлати фармоиши хостинги №${order} пас аз ${days} рӯз (${date}) ба охир мерасад. Барои қатъ нашудани хизмат фармоишро дароз кунед ё тавозунро пур кунед.`,
  },
};

export function reminderEmail(language: Language, order: number, days: number, expiresAt: Date) {
  const t = TEXTS[language];
  const date = expiresAt.toISOString().slice(0, 10);
  const text = t.body(order, days, date);
  return { subject: t.subject(order, days), text: `${text}\n`, html: `<p>${text}</p>` };
}
