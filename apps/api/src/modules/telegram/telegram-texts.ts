import type { HostingOrder, Language } from '@portal/contracts';

// What the bot says, per language (plain text: Telegram shows it as is, nothing to escape).

type OrderStatus = HostingOrder['status'];

export interface BotTexts {
  linked: (name: string) => string;
  startWithoutCode: string;
  codeInvalid: string;
  /** Past the limit of wrong codes; `minutes` until the chat may try again. */
  tooManyAttempts: (minutes: number) => string;
  notLinked: string;
  balance: (amount: string) => string;
  ordersTitle: string;
  noOrders: string;
  orderLine: (order: { id: number; tariff: string; status: string; expires: string }) => string;
  status: Record<OrderStatus, string>;
  unlinked: string;
  help: string;
  som: string;
}

const HOW_TO = {
  uz: 'Kabinetda “Telegram” sahifasini oching (Profil → Telegram), “Botni ochish” tugmasini bosing yoki bu yerga /start KOD yuboring.',
  uzc: 'Кабинетда “Telegram” саҳифасини очинг (Профил → Telegram), “Ботни очиш” тугмасини босинг ёки бу ерга /start КОД юборинг.',
  ru: 'Откройте в кабинете страницу «Telegram» (Профиль → Telegram) и нажмите «Открыть бота» или отправьте сюда /start КОД.',
  en: 'Open the “Telegram” page in your account (Profile → Telegram) and press “Open the bot”, or send /start CODE here.',
  tj: 'Дар кабинет саҳифаи «Telegram»-ро кушоед (Профил → Telegram) ва «Кушодани бот»-ро пахш кунед ё ба ин ҷо /start РАМЗ фиристед.',
} as const;

export const BOT_TEXTS: Record<Language, BotTexts> = {
  uz: {
    linked: (name) =>
      `Salom, ${name}! Telegram hisobingiz kabinetga ulandi. Endi bildirishnomalar shu yerga keladi.\n/balance — balans\n/orders — buyurtmalar`,
    startWithoutCode: `Salom! Bu bot hisobingizni Telegram bilan bogʻlaydi. ${HOW_TO.uz}`,
    codeInvalid: `Kod notoʻgʻri yoki muddati tugagan. Kabinetda yangi kod oling. ${HOW_TO.uz}`,
    tooManyAttempts: (minutes) =>
      `Kod juda koʻp marta notoʻgʻri kiritildi. ${minutes} daqiqadan soʻng qayta urinib koʻring.`,
    notLinked: `Bu chat hali kabinetga ulanmagan. ${HOW_TO.uz}`,
    balance: (amount) => `Balansingiz: ${amount}`,
    ordersTitle: 'Hosting buyurtmalaringiz:',
    noOrders: 'Sizda hali hosting buyurtmalari yoʻq.',
    orderLine: (o) => `№${o.id} · ${o.tariff} · ${o.status} · ${o.expires} gacha`,
    status: {
      progress: 'tayyorlanmoqda',
      active: 'faol',
      week: 'toʻxtatilgan (imtiyozli hafta)',
      cancelled: 'bekor qilingan',
      suspended: 'bloklangan',
    },
    unlinked: 'Telegram kabinetdan uzildi. Qayta ulash uchun kabinetda yangi kod oling.',
    help: '/balance — balans\n/orders — buyurtmalar\n/unlink — Telegramni uzish',
    som: 'soʻm',
  },
  uzc: {
    linked: (name) =>
      `Салом, ${name}! Telegram ҳисобингиз кабинетга уланди. Энди билдиришномалар шу ерга келади.\n/balance — баланс\n/orders — буюртмалар`,
    startWithoutCode: `Салом! Бу бот ҳисобингизни Telegram билан боғлайди. ${HOW_TO.uzc}`,
    codeInvalid: `Код нотўғри ёки муддати тугаган. Кабинетда янги код олинг. ${HOW_TO.uzc}`,
    tooManyAttempts: (minutes) =>
      `Код жуда кўп марта нотўғри киритилди. ${minutes} дақиқадан сўнг қайта уриниб кўринг.`,
    notLinked: `Бу чат ҳали кабинетга уланмаган. ${HOW_TO.uzc}`,
    balance: (amount) => `Балансингиз: ${amount}`,
    ordersTitle: 'Хостинг буюртмаларингиз:',
    noOrders: 'Сизда ҳали хостинг буюртмалари йўқ.',
    orderLine: (o) => `№${o.id} · ${o.tariff} · ${o.status} · ${o.expires} гача`,
    status: {
      progress: 'тайёрланмоқда',
      active: 'фаол',
      week: 'тўхтатилган (имтиёзли ҳафта)',
      cancelled: 'бекор қилинган',
      suspended: 'блокланган',
    },
    unlinked: 'Telegram кабинетдан узилди. Қайта улаш учун кабинетда янги код олинг.',
    help: '/balance — баланс\n/orders — буюртмалар\n/unlink — Telegram’ни узиш',
    som: 'сўм',
  },
  ru: {
    linked: (name) =>
      `Здравствуйте, ${name}! Telegram привязан к кабинету. Теперь уведомления будут приходить сюда.\n/balance — баланс\n/orders — заказы`,
    startWithoutCode: `Здравствуйте! Этот бот связывает ваш кабинет с Telegram. ${HOW_TO.ru}`,
    codeInvalid: `Код неверный или устарел. Получите новый код в кабинете. ${HOW_TO.ru}`,
    tooManyAttempts: (minutes) =>
      `Слишком много попыток с неверным кодом. Попробуйте снова через ${minutes} мин.`,
    notLinked: `Этот чат ещё не привязан к кабинету. ${HOW_TO.ru}`,
    balance: (amount) => `Ваш баланс: ${amount}`,
    ordersTitle: 'Ваши заказы хостинга:',
    noOrders: 'У вас пока нет заказов хостинга.',
    orderLine: (o) => `№${o.id} · ${o.tariff} · ${o.status} · до ${o.expires}`,
    status: {
      progress: 'создаётся',
      active: 'активен',
      week: 'приостановлен (льготная неделя)',
      cancelled: 'отменён',
      suspended: 'заблокирован',
    },
    unlinked: 'Telegram отвязан от кабинета. Чтобы привязать снова, получите новый код в кабинете.',
    help: '/balance — баланс\n/orders — заказы\n/unlink — отвязать Telegram',
    som: 'сум',
  },
  en: {
    linked: (name) =>
      `Hello, ${name}! Your Telegram is now linked to your account. Notifications will arrive here.\n/balance — balance\n/orders — orders`,
    startWithoutCode: `Hello! This bot links your account with Telegram. ${HOW_TO.en}`,
    codeInvalid: `The code is wrong or has expired. Get a new code in your account. ${HOW_TO.en}`,
    tooManyAttempts: (minutes) => `Too many wrong codes. Please try again in ${minutes} min.`,
    notLinked: `This chat is not linked to an account yet. ${HOW_TO.en}`,
    balance: (amount) => `Your balance: ${amount}`,
    ordersTitle: 'Your hosting orders:',
    noOrders: 'You have no hosting orders yet.',
    orderLine: (o) => `#${o.id} · ${o.tariff} · ${o.status} · until ${o.expires}`,
    status: {
      progress: 'being set up',
      active: 'active',
      week: 'suspended (grace week)',
      cancelled: 'cancelled',
      suspended: 'blocked',
    },
    unlinked: 'Telegram is unlinked from your account. To link it again, get a new code in your account.',
    help: '/balance — balance\n/orders — orders\n/unlink — unlink Telegram',
    som: 'som',
  },
  tj: {
    linked: (name) =>
      `Салом, ${name}! Telegram ба кабинет пайваст шуд. Акнун огоҳиномаҳо ба ин ҷо меоянд.\n/balance — тавозун\n/orders — фармоишҳо`,
    startWithoutCode: `Салом! Ин бот кабинети шуморо бо Telegram пайваст мекунад. ${HOW_TO.tj}`,
    codeInvalid: `Рамз нодуруст аст ё мӯҳлаташ гузаштааст. Дар кабинет рамзи нав гиред. ${HOW_TO.tj}`,
    tooManyAttempts: (minutes) =>
      `Шумо рамзро аз ҳад зиёд нодуруст ворид кардед. Пас аз ${minutes} дақиқа аз нав кӯшиш кунед.`,
    notLinked: `Ин чат ҳанӯз ба кабинет пайваст нашудааст. ${HOW_TO.tj}`,
    balance: (amount) => `Тавозуни шумо: ${amount}`,
    ordersTitle: 'Фармоишҳои хостинги шумо:',
    noOrders: 'Шумо ҳанӯз фармоиши хостинг надоред.',
    orderLine: (o) => `№${o.id} · ${o.tariff} · ${o.status} · то ${o.expires}`,
    status: {
      progress: 'омода мешавад',
      active: 'фаъол',
      week: 'боздошта (ҳафтаи имтиёзнок)',
      cancelled: 'бекор шуд',
      suspended: 'баста шуд',
    },
    unlinked: 'Telegram аз кабинет ҷудо шуд. Барои аз нав пайваст кардан дар кабинет рамзи нав гиред.',
    help: '/balance — тавозун\n/orders — фармоишҳо\n/unlink — ҷудо кардани Telegram',
    som: 'сӯм',
  },
};

/** Telegram's `language_code` (IETF) of an unlinked person, to answer them in a language they read. */
export function languageOfTelegram(code: string | undefined): Language {
  const base = (code ?? '').toLowerCase();
  if (base.startsWith('ru')) return 'ru';
  if (base.startsWith('en')) return 'en';
  if (base.startsWith('tg')) return 'tj';
  if (base === 'uz-cyrl') return 'uzc';
  return 'uz';
}

/** 1234567 tiyin → "12 345,67 soʻm"; whole som without decimals. Grouped by spaces, as in Uzbekistan. */
export function formatSom(tiyin: number, texts: BotTexts): string {
  const whole = Math.trunc(tiyin / 100);
  const rest = Math.abs(tiyin % 100);
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${grouped}${rest === 0 ? '' : `,${String(rest).padStart(2, '0')}`} ${texts.som}`;
}

/** Dates as 31.12.2026 in Tashkent time, the same in every language. */
export function formatDate(at: Date): string {
  const local = new Date(at.getTime() + 5 * 60 * 60 * 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(local.getUTCDate())}.${pad(local.getUTCMonth() + 1)}.${local.getUTCFullYear()}`;
}
