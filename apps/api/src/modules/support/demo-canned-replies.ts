import type { TicketDepartment } from '@portal/contracts';
import type { Database } from '../../db/database.js';
import { insertCannedReply, listCannedReplies } from './staff/canned-replies-staff.repository.js';

// Demo mode: a few canned replies in the five languages, so a support person trying the console finds the picker
// filled and sees the placeholders ({customer_name}, {domain}) filled from the ticket.

type Text = { title: string; body: string };
type DemoReply = {
  department: TicketDepartment | null;
  texts: Record<'uz' | 'uzc' | 'ru' | 'en' | 'tj', Text>;
};

export const DEMO_CANNED_REPLIES: DemoReply[] = [
  {
    department: null,
    texts: {
      uz: {
        title: 'Murojaat qabul qilindi',
        body: 'Assalomu alaykum, {customer_name}! Murojaatingiz qabul qilindi, koʻrib chiqib tez orada javob beramiz.',
      },
      uzc: {
        title: 'Мурожаат қабул қилинди',
        body: 'Ассалому алайкум, {customer_name}! Мурожаатингиз қабул қилинди, кўриб чиқиб тез орада жавоб берамиз.',
      },
      ru: {
        title: 'Обращение получено',
        body: 'Здравствуйте, {customer_name}! Мы получили ваше обращение, разберёмся и скоро ответим.',
      },
      en: {
        title: 'Request received',
        body: 'Hello {customer_name}! We have received your request and will answer soon.',
      },
      tj: {
        title: 'Муроҷиат қабул шуд',
        body: 'Ассалому алейкум, {customer_name}! Муроҷиати шумо қабул шуд, онро баррасӣ карда, ба зудӣ ҷавоб медиҳем.',
      },
    },
  },
  {
    department: 'billing',
    texts: {
      uz: {
        title: 'Toʻlov balansga tushdi',
        body: '{customer_name}, toʻlovingiz topildi va balansingizga qoʻshildi. Noqulaylik uchun uzr soʻraymiz.',
      },
      uzc: {
        title: 'Тўлов балансга тушди',
        body: '{customer_name}, тўловингиз топилди ва балансингизга қўшилди. Ноқулайлик учун узр сўраймиз.',
      },
      ru: {
        title: 'Платёж зачислен',
        body: '{customer_name}, ваш платёж найден и зачислен на баланс. Приносим извинения за неудобство.',
      },
      en: {
        title: 'Payment credited',
        body: '{customer_name}, we found your payment and credited it to your balance. Sorry for the trouble.',
      },
      tj: {
        title: 'Пардохт ба тавозун ворид шуд',
        body: '{customer_name}, пардохти шумо ёфт шуд ва ба тавозуни шумо ворид гардид. Барои нороҳатӣ узр мехоҳем.',
      },
    },
  },
  {
    department: 'technical',
    texts: {
      uz: {
        title: 'Sayt ochilmayapti: tekshiryapmiz',
        body: '{customer_name}, saytingizni tekshiryapmiz. Iltimos, xato qachondan boshlanganini va qaysi sahifada chiqishini yozing.',
      },
      uzc: {
        title: 'Сайт очилмаяпти: текширяпмиз',
        body: '{customer_name}, сайтингизни текширяпмиз. Илтимос, хато қачондан бошланганини ва қайси саҳифада чиқишини ёзинг.',
      },
      ru: {
        title: 'Сайт не открывается: проверяем',
        body: '{customer_name}, проверяем ваш сайт. Напишите, пожалуйста, с какого времени появилась ошибка и на какой странице.',
      },
      en: {
        title: 'Site down: we are checking',
        body: '{customer_name}, we are checking your site. Please tell us since when the error appears and on which page.',
      },
      tj: {
        title: 'Сайт кушода намешавад: месанҷем',
        body: '{customer_name}, сайти шуморо месанҷем. Лутфан нависед, ки хато аз кай пайдо шуд ва дар кадом саҳифа.',
      },
    },
  },
  {
    department: 'domains',
    texts: {
      uz: {
        title: 'Domenni hostingga ulash',
        body: '{customer_name}, «Mening domenlarim» boʻlimida {domain} domenini oching va bizning NS serverlarimizni tanlang. Oʻzgarish 24 soatgacha tarqaladi.',
      },
      uzc: {
        title: 'Доменни хостингга улаш',
        body: '{customer_name}, «Менинг доменларим» бўлимида {domain} доменини очинг ва бизнинг NS серверларимизни танланг. Ўзгариш 24 соатгача тарқалади.',
      },
      ru: {
        title: 'Подключение домена к хостингу',
        body: '{customer_name}, откройте домен {domain} в разделе «Мои домены» и выберите наши серверы имён (NS). Изменение расходится до 24 часов.',
      },
      en: {
        title: 'Attaching a domain to hosting',
        body: '{customer_name}, open {domain} under “My domains” and choose our name servers. The change spreads within 24 hours.',
      },
      tj: {
        title: 'Пайваст кардани домен ба хостинг',
        body: '{customer_name}, дар бахши «Доменҳои ман» домени {domain}-ро кушоед ва серверҳои номи моро (NS) интихоб кунед. Тағйирот то 24 соат паҳн мешавад.',
      },
    },
  },
];

/** Idempotent: only an empty list is filled, so replies staff changed or added are never touched. */
export async function seedDemoCannedReplies(db: Database, now: Date): Promise<void> {
  if ((await listCannedReplies(db)).length > 0) return;
  await db.transaction(async (tx) => {
    for (const reply of DEMO_CANNED_REPLIES) {
      await insertCannedReply(tx, { department: reply.department, texts: reply.texts, updatedAt: now });
    }
  });
}
