import { count } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { newsItems } from './news.schema.js';
import { addNews, type NewsTexts } from './staff/news-admin.js';

// The two demo news items, written in each of the five languages.

const PORTAL_OPENED: NewsTexts = {
  uz: {
    title: 'Mijozlar portali ishga tushdi',
    body: 'Endi hosting xizmatlarini bitta joyda boshqarishingiz mumkin: balansni Payme yoki Click orqali toʻldiring, tarif tanlang va buyurtma bir necha daqiqada tayyor boʻladi.\n\nBuyurtmalar, toʻlovlar tarixi va bildirishnomalar shaxsiy kabinetingizda. Savollar boʻlsa, qoʻllab-quvvatlash xizmatiga yozing.',
  },
  uzc: {
    title: 'Мижозлар портали ишга тушди',
    body: 'Энди хостинг хизматларини битта жойда бошқаришингиз мумкин: балансни Payme ёки Click орқали тўлдиринг, тариф танланг ва буюртма бир неча дақиқада тайёр бўлади.\n\nБуюртмалар, тўловлар тарихи ва билдиришномалар шахсий кабинетингизда. Саволлар бўлса, қўллаб-қувватлаш хизматига ёзинг.',
  },
  ru: {
    title: 'Открылся портал для клиентов',
    body: 'Теперь хостингом можно управлять в одном месте: пополните баланс через Payme или Click, выберите тариф, и заказ будет готов за несколько минут.\n\nЗаказы, история платежей и уведомления — в личном кабинете. Если появятся вопросы, напишите в поддержку.',
  },
  en: {
    title: 'The customer portal is open',
    body: 'You can now manage your hosting in one place: top up your balance with Payme or Click, pick a tariff, and your order is ready in a few minutes.\n\nOrders, payment history and notifications are in your cabinet. If you have questions, write to support.',
  },
  tj: {
    title: 'Портали муштариён кушода шуд',
    body: 'Акнун хостингро дар як ҷо идора кардан мумкин аст: тавозунро тавассути Payme ё Click пур кунед, тарофаро интихоб намоед ва фармоиш дар чанд дақиқа омода мешавад.\n\nФармоишҳо, таърихи пардохтҳо ва огоҳиномаҳо дар кабинети шахсии шумо ҳастанд. Агар савол дошта бошед, ба хадамоти дастгирӣ нависед.',
  },
};

const PHP_80: NewsTexts = {
  uz: {
    title: 'PHP 8.0 barcha serverlarda',
    body: 'Barcha hosting serverlarimizda endi PHP 8.0 mavjud. Versiyani boshqaruv panelida sayt sozlamalaridan tanlashingiz mumkin.\n\nEski versiyalar ham ishlashda davom etadi. Oʻtishdan oldin saytingizni sinab koʻrishni tavsiya qilamiz.',
  },
  uzc: {
    title: 'PHP 8.0 барча серверларда',
    body: 'Барча хостинг серверларимизда энди PHP 8.0 мавжуд. Версияни бошқарув панелида сайт созламаларидан танлашингиз мумкин.\n\nЭски версиялар ҳам ишлашда давом этади. Ўтишдан олдин сайтингизни синаб кўришни тавсия қиламиз.',
  },
  ru: {
    title: 'PHP 8.0 на всех серверах',
    body: 'На всех наших серверах хостинга теперь доступен PHP 8.0. Версию можно выбрать в панели управления, в настройках сайта.\n\nСтарые версии продолжают работать. Перед переходом рекомендуем проверить сайт.',
  },
  en: {
    title: 'PHP 8.0 on all servers',
    body: 'PHP 8.0 is now available on all our hosting servers. Choose the version in the control panel, in your site’s settings.\n\nOlder versions keep working. We recommend testing your site before switching.',
  },
  tj: {
    title: 'PHP 8.0 дар ҳамаи серверҳо',
    body: 'Дар ҳамаи серверҳои хостинги мо акнун PHP 8.0 дастрас аст. Версияро дар панели идоракунӣ, дар танзимоти сайт интихоб кардан мумкин аст.\n\nВерсияҳои кӯҳна низ кор карданро идома медиҳанд. Пеш аз гузариш сайти худро санҷед.',
  },
};

const DAY_MS = 86_400_000;

/** Adds the demo items when there is no news at all; a later start (or an operator's news) keeps what is there. */
export async function seedDemoNews(db: Database, now: Date): Promise<void> {
  const [row] = await db.select({ total: count() }).from(newsItems);
  if ((row?.total ?? 0) > 0) return;
  await addNews(db, PORTAL_OPENED, new Date(now.getTime() - 2 * DAY_MS), now);
  await addNews(db, PHP_80, new Date(now.getTime() - DAY_MS), now);
}
