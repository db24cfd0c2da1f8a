import type { Database } from '../../db/database.js';
import { activeStaffContacts } from '../staff/staff-directory.service.js';
import { insertMessage, insertTicketEvent, listTicketsOf, updateTicket } from './support.repository.js';
import { createTicketRecord } from './ticket-thread.js';

// A few tickets of the demo customer in demo mode, so the portal's list and the console's queue show each state:
// one still owed its first answer, one answered by the demo support member, one closed and rated.

const HOUR_MS = 3_600_000;

export async function seedDemoTickets(db: Database, userId: number, now: Date): Promise<void> {
  if ((await listTicketsOf(db, userId, 1, 0)).total > 0) return;
  const support = (await activeStaffContacts(db)).find((member) => member.role === 'support');
  await db.transaction(async (tx) => {
    const base = { userId, language: 'uz', files: [], via: 'web' as const, firstResponseHours: 24 };
    await createTicketRecord(tx, {
      ...base,
      department: 'technical',
      subject: 'Sayt 502 xatosini bermoqda',
      body: 'Bugun ertalabdan beri saytim ochilmayapti: 502 Bad Gateway. Yordam bera olasizmi?',
      now: new Date(now.getTime() - 3 * HOUR_MS),
    });
    const answeredAt = new Date(now.getTime() - 20 * HOUR_MS);
    const answered = await createTicketRecord(tx, {
      ...base,
      department: 'billing',
      subject: 'Payme orqali toʻlov balansga tushmadi',
      body: 'Kecha 50 000 soʻm toʻladim, lekin balans oʻzgarmadi.',
      now: new Date(answeredAt.getTime() - 2 * HOUR_MS),
    });
    if (support) {
      await insertMessage(tx, {
        ticketId: answered.id,
        author: 'staff',
        staffId: support.id,
        body: 'Assalomu alaykum! Toʻlov topildi va balansingizga qoʻshildi. Noqulaylik uchun uzr soʻraymiz.',
        via: 'web',
        createdAt: answeredAt,
      });
      await updateTicket(tx, answered.id, {
        status: 'answered',
        firstAnsweredAt: answeredAt,
        lastMessageAt: answeredAt,
        assigneeId: support.id,
      });
      await insertTicketEvent(tx, {
        ticketId: answered.id,
        kind: 'status',
        fromValue: 'open',
        toValue: 'answered',
        staffId: support.id,
        createdAt: answeredAt,
      });
    }
    const closedAt = new Date(now.getTime() - 3 * 24 * HOUR_MS);
    const closed = await createTicketRecord(tx, {
      ...base,
      department: 'domains',
      subject: 'Domenni hostingga qanday ulayman?',
      body: 'example.uz domenimni hostingga ulash uchun qaysi NS serverlarni yozishim kerak?',
      now: new Date(closedAt.getTime() - 5 * HOUR_MS),
    });
    await insertMessage(tx, {
      ticketId: closed.id,
      author: 'staff',
      staffId: support?.id ?? null,
      body: 'NS serverlar: ns1.portal.uz va ns2.portal.uz. Oʻzgarish 24 soatgacha kuchga kiradi.',
      via: 'web',
      createdAt: new Date(closedAt.getTime() - 4 * HOUR_MS),
    });
    await updateTicket(tx, closed.id, {
      status: 'closed',
      closedAt,
      firstAnsweredAt: new Date(closedAt.getTime() - 4 * HOUR_MS),
      lastMessageAt: new Date(closedAt.getTime() - 4 * HOUR_MS),
      rating: 5,
      ratingComment: 'Tez va aniq javob, rahmat!',
    });
    await insertTicketEvent(tx, {
      ticketId: closed.id,
      kind: 'status',
      fromValue: 'answered',
      toValue: 'closed',
      staffId: null,
      createdAt: closedAt,
    });
  });
}
