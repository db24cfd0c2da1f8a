import {
  type Language,
  type NotificationKind,
  type NotificationParams,
  TASHKENT_TIME_ZONE,
} from '@portal/contracts';

// What a notification says by e-mail and Telegram, per language. The web client renders its own list text
// from the kind and params with its translations, so the page follows the UI language.

/** Params with what the texts print already formatted. */
interface Shown {
  amount: string;
  order: string;
  tariff: string;
  days: string;
  date: string;
  email: string;
  browser: string;
  system: string;
  ip: string;
  isRefunded: boolean;
  change: 'extension' | 'tariff_change';
}

type KindText = { subject: (shown: Shown) => string; text: (shown: Shown) => string };
type LanguageTexts = Record<NotificationKind, KindText>;

const TEXTS: Record<Language, LanguageTexts> = {
  uz: {
    top_up_credited: {
      subject: () => 'Balans toʻldirildi',
      text: (s) => `Balansingiz ${s.amount} soʻmga toʻldirildi.`,
    },
    order_active: {
      subject: () => 'Hosting faollashtirildi',
      text: (s) => `#${s.order} hosting buyurtmangiz (${s.tariff}) faol. Muddati: ${s.date}.`,
    },
    order_expiring: {
      subject: (s) => `Hosting buyurtmasi #${s.order}: ${s.days} kun qoldi`,
      text: (s) =>
        `#${s.order} hosting buyurtmangiz muddati ${s.days} kundan keyin (${s.date}) tugaydi. Xizmat uzilmasligi uchun buyurtmani uzaytiring yoki balansni toʻldiring.`,
    },
    order_suspended: {
      subject: () => 'Hosting toʻxtatildi',
      text: (s) =>
        `#${s.order} hosting buyurtmangiz muddati tugadi va toʻxtatildi. Maʼlumotlaringiz 7 kun saqlanadi: shu vaqt ichida buyurtmani uzaytiring.`,
    },
    order_cancelled: {
      subject: () => 'Hosting bekor qilindi',
      text: (s) =>
        s.isRefunded
          ? `#${s.order} hosting buyurtmangiz bekor qilindi: hisob yaratilmadi, toʻlov balansingizga qaytarildi.`
          : `#${s.order} hosting buyurtmangiz bekor qilindi.`,
    },
    order_change_reverted: {
      subject: () => 'Oʻzgartirish bekor qilindi',
      text: (s) =>
        s.change === 'extension'
          ? `Server #${s.order} buyurtmani uzaytirishni qoʻllay olmadi. Toʻlov (${s.amount} soʻm) balansingizga qaytarildi.`
          : `Server #${s.order} buyurtma tarifini oʻzgartira olmadi. Avvalgi tarif qoldi, toʻlov (${s.amount} soʻm) balansingizga qaytarildi.`,
    },
    password_changed: {
      subject: () => 'Parol oʻzgartirildi',
      text: () =>
        'Hisobingiz paroli oʻzgartirildi. Agar buni siz qilmagan boʻlsangiz, darhol parolni tiklang va qoʻllab-quvvatlash xizmatiga murojaat qiling.',
    },
    email_changed: {
      subject: () => 'E-pochta oʻzgartirildi',
      text: (s) =>
        `Hisobingiz e-pochta manzili ${s.email} ga oʻzgartirildi. Agar buni siz qilmagan boʻlsangiz, qoʻllab-quvvatlash xizmatiga murojaat qiling.`,
    },
    new_login: {
      subject: () => 'Yangi qurilmadan kirish',
      text: (s) =>
        `Hisobingizga yangi qurilmadan kirildi: ${s.browser}, ${s.system}, IP ${s.ip}. Agar bu siz boʻlmasangiz, parolni oʻzgartiring va boshqa seanslarni yakunlang.`,
    },
  },
  uzc: {
    top_up_credited: {
      subject: () => 'Баланс тўлдирилди',
      text: (s) => `Балансингиз ${s.amount} сўмга тўлдирилди.`,
    },
    order_active: {
      subject: () => 'Хостинг фаоллаштирилди',
      text: (s) => `#${s.order} хостинг буюртмангиз (${s.tariff}) фаол. Муддати: ${s.date}.`,
    },
    order_expiring: {
      subject: (s) => `Хостинг буюртмаси #${s.order}: ${s.days} кун қолди`,
      text: (s) =>
        `#${s.order} хостинг буюртмангиз муддати ${s.days} кундан кейин (${s.date}) тугайди. Хизмат узилмаслиги учун буюртмани узайтиринг ёки балансни тўлдиринг.`,
    },
    order_suspended: {
      subject: () => 'Хостинг тўхтатилди',
      text: (s) =>
        `#${s.order} хостинг буюртмангиз муддати тугади ва тўхтатилди. Маълумотларингиз 7 кун сақланади: шу вақт ичида буюртмани узайтиринг.`,
    },
    order_cancelled: {
      subject: () => 'Хостинг бекор қилинди',
      text: (s) =>
        s.isRefunded
          ? `#${s.order} хостинг буюртмангиз бекор қилинди: ҳисоб яратилмади, тўлов балансингизга қайтарилди.`
          : `#${s.order} хостинг буюртмангиз бекор қилинди.`,
    },
    order_change_reverted: {
      subject: () => 'Ўзгартириш бекор қилинди',
      text: (s) =>
        s.change === 'extension'
          ? `Сервер #${s.order} буюртмани узайтиришни қўллай олмади. Тўлов (${s.amount} сўм) балансингизга қайтарилди.`
          : `Сервер #${s.order} буюртма тарифини ўзгартира олмади. Аввалги тариф қолди, тўлов (${s.amount} сўм) балансингизга қайтарилди.`,
    },
    password_changed: {
      subject: () => 'Парол ўзгартирилди',
      text: () =>
        'Ҳисобингиз пароли ўзгартирилди. Агар буни сиз қилмаган бўлсангиз, дарҳол паролни тикланг ва қўллаб-қувватлаш хизматига мурожаат қилинг.',
    },
    email_changed: {
      subject: () => 'Э-почта ўзгартирилди',
      text: (s) =>
        `Ҳисобингиз э-почта манзили ${s.email} га ўзгартирилди. Агар буни сиз қилмаган бўлсангиз, қўллаб-қувватлаш хизматига мурожаат қилинг.`,
    },
    new_login: {
      subject: () => 'Янги қурилмадан кириш',
      text: (s) =>
        `Ҳисобингизга янги қурилмадан кирилди: ${s.browser}, ${s.system}, IP ${s.ip}. Агар бу сиз бўлмасангиз, паролни ўзгартиринг ва бошқа сеансларни якунланг.`,
    },
  },
  ru: {
    top_up_credited: {
      subject: () => 'Баланс пополнен',
      text: (s) => `Ваш баланс пополнен на ${s.amount} сум.`,
    },
    order_active: {
      subject: () => 'Хостинг активирован',
      text: (s) => `Заказ хостинга №${s.order} (${s.tariff}) активен до ${s.date}.`,
    },
    order_expiring: {
      subject: (s) => `Заказ хостинга №${s.order}: осталось дней — ${s.days}`,
      text: (s) =>
        `Срок заказа хостинга №${s.order} истекает через ${s.days} дн. (${s.date}). Продлите заказ или пополните баланс, чтобы услуга не прерывалась.`,
    },
    order_suspended: {
      subject: () => 'Хостинг приостановлен',
      text: (s) =>
        `Срок заказа хостинга №${s.order} истёк, аккаунт приостановлен. Данные хранятся 7 дней: продлите заказ за это время.`,
    },
    order_cancelled: {
      subject: () => 'Хостинг отменён',
      text: (s) =>
        s.isRefunded
          ? `Заказ хостинга №${s.order} отменён: аккаунт не удалось создать, оплата возвращена на баланс.`
          : `Заказ хостинга №${s.order} отменён.`,
    },
    order_change_reverted: {
      subject: () => 'Изменение отменено',
      text: (s) =>
        s.change === 'extension'
          ? `Сервер не смог применить продление заказа №${s.order}. Оплата (${s.amount} сум) возвращена на баланс.`
          : `Сервер не смог сменить тариф заказа №${s.order}. Остался прежний тариф, оплата (${s.amount} сум) возвращена на баланс.`,
    },
    password_changed: {
      subject: () => 'Пароль изменён',
      text: () =>
        'Пароль вашего аккаунта изменён. Если это были не вы, сразу восстановите пароль и обратитесь в поддержку.',
    },
    email_changed: {
      subject: () => 'Почта изменена',
      text: (s) =>
        `Адрес почты вашего аккаунта изменён на ${s.email}. Если это были не вы, обратитесь в поддержку.`,
    },
    new_login: {
      subject: () => 'Вход с нового устройства',
      text: (s) =>
        `В ваш аккаунт вошли с нового устройства: ${s.browser}, ${s.system}, IP ${s.ip}. Если это были не вы, смените пароль и завершите другие сеансы.`,
    },
  },
  en: {
    top_up_credited: {
      subject: () => 'Balance topped up',
      text: (s) => `Your balance was topped up by ${s.amount} som.`,
    },
    order_active: {
      subject: () => 'Hosting is active',
      text: (s) => `Your hosting order #${s.order} (${s.tariff}) is active until ${s.date}.`,
    },
    order_expiring: {
      subject: (s) => `Hosting order #${s.order}: ${s.days} day(s) left`,
      text: (s) =>
        `Your hosting order #${s.order} expires in ${s.days} day(s) (${s.date}). Extend the order or top up your balance to keep the service running.`,
    },
    order_suspended: {
      subject: () => 'Hosting suspended',
      text: (s) =>
        `Your hosting order #${s.order} has expired and is suspended. Your data is kept for 7 days: extend the order within that time.`,
    },
    order_cancelled: {
      subject: () => 'Hosting cancelled',
      text: (s) =>
        s.isRefunded
          ? `Your hosting order #${s.order} was cancelled: the account could not be created, and the payment was returned to your balance.`
          : `Your hosting order #${s.order} was cancelled.`,
    },
    order_change_reverted: {
      subject: () => 'Change undone',
      text: (s) =>
        s.change === 'extension'
          ? `The server could not apply the extension of order #${s.order}. The payment (${s.amount} som) was returned to your balance.`
          : `The server could not change the tariff of order #${s.order}. The previous tariff stays, and the payment (${s.amount} som) was returned to your balance.`,
    },
    password_changed: {
      subject: () => 'Password changed',
      text: () =>
        'The password of your account was changed. If this was not you, reset your password at once and contact support.',
    },
    email_changed: {
      subject: () => 'E-mail changed',
      text: (s) =>
        `The e-mail address of your account was changed to ${s.email}. If this was not you, contact support.`,
    },
    new_login: {
      subject: () => 'Login from a new device',
      text: (s) =>
        `Someone logged in to your account from a new device: ${s.browser}, ${s.system}, IP ${s.ip}. If this was not you, change your password and end the other sessions.`,
    },
  },
  tj: {
    top_up_credited: {
      subject: () => 'Тавозун пур карда шуд',
      text: (s) => `Ба тавозуни шумо ${s.amount} сӯм ворид шуд.`,
    },
    order_active: {
      subject: () => 'Хостинг фаъол шуд',
      text: (s) => `Фармоиши хостинги №${s.order} (${s.tariff}) то ${s.date} фаъол аст.`,
    },
    order_expiring: {
      subject: (s) => `Фармоиши хостинг №${s.order}: ${s.days} рӯз монд`,
      text: (s) =>
        `Мӯҳлати фармоиши хостинги №${s.order} пас аз ${s.days} рӯз (${s.date}) ба охир мерасад. Барои қатъ нашудани хизмат фармоишро дароз кунед ё тавозунро пур кунед.`,
    },
    order_suspended: {
      subject: () => 'Хостинг боздошта шуд',
      text: (s) =>
        `Мӯҳлати фармоиши хостинги №${s.order} ба охир расид ва ҳисоб боздошта шуд. Маълумоти шумо 7 рӯз нигоҳ дошта мешавад: дар ин муддат фармоишро дароз кунед.`,
    },
    order_cancelled: {
      subject: () => 'Хостинг бекор карда шуд',
      text: (s) =>
        s.isRefunded
          ? `Фармоиши хостинги №${s.order} бекор карда шуд: ҳисоб сохта нашуд, пардохт ба тавозуни шумо баргардонида шуд.`
          : `Фармоиши хостинги №${s.order} бекор карда шуд.`,
    },
    order_change_reverted: {
      subject: () => 'Тағйирот бекор карда шуд',
      text: (s) =>
        s.change === 'extension'
          ? `Сервер дароз кардани фармоиши №${s.order}-ро татбиқ карда натавонист. Пардохт (${s.amount} сӯм) ба тавозуни шумо баргардонида шуд.`
          : `Сервер тарофаи фармоиши №${s.order}-ро иваз карда натавонист. Тарофаи пештара монд, пардохт (${s.amount} сӯм) ба тавозуни шумо баргардонида шуд.`,
    },
    password_changed: {
      subject: () => 'Парол иваз карда шуд',
      text: () =>
        'Пароли ҳисоби шумо иваз карда шуд. Агар ин шумо набошед, фавран паролро барқарор кунед ва ба хадамоти дастгирӣ муроҷиат намоед.',
    },
    email_changed: {
      subject: () => 'Почта иваз карда шуд',
      text: (s) =>
        `Суроғаи почтаи ҳисоби шумо ба ${s.email} иваз карда шуд. Агар ин шумо набошед, ба хадамоти дастгирӣ муроҷиат намоед.`,
    },
    new_login: {
      subject: () => 'Воридшавӣ аз дастгоҳи нав',
      text: (s) =>
        `Ба ҳисоби шумо аз дастгоҳи нав ворид шуданд: ${s.browser}, ${s.system}, IP ${s.ip}. Агар ин шумо набошед, паролро иваз кунед ва дигар сеансҳоро анҷом диҳед.`,
    },
  },
};

/** Som with space-grouped thousands and up to two decimals: "150 000" or "12 500.5". */
const formatSom = (som: number): string =>
  new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(som).replaceAll(',', ' ');

const formatDate = (iso: string | undefined): string =>
  iso
    ? new Intl.DateTimeFormat('en-CA', { timeZone: TASHKENT_TIME_ZONE, dateStyle: 'short' }).format(
        new Date(iso),
      )
    : '';

function shownOf(params: NotificationParams): Shown {
  return {
    amount: formatSom(params.amount ?? 0),
    order: String(params.order_id ?? ''),
    tariff: params.tariff ?? '',
    days: String(params.days ?? ''),
    date: formatDate(params.expires_at),
    email: params.email ?? '',
    browser: params.browser ?? '?',
    system: params.system ?? '?',
    ip: params.ip ?? '?',
    isRefunded: params.refunded === true,
    change: params.change ?? 'extension',
  };
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export interface NotificationMessage {
  subject: string;
  text: string;
  html: string;
}

export function renderNotification(
  language: Language,
  kind: NotificationKind,
  params: NotificationParams,
): NotificationMessage {
  const entry = TEXTS[language][kind];
  const shown = shownOf(params);
  const text = entry.text(shown);
  return {
    subject: entry.subject(shown),
    text: `${text}\n`,
    html: `<!doctype html><html><body style="font-family:sans-serif"><p>${escapeHtml(text)}</p></body></html>`,
  };
}
