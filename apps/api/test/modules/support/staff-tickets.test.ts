import { adminSupportPaths, supportPaths } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, liveEvents, staffMembers } from '../../../src/db/schema.js';
import { registerCustomer, userIdOf } from '../../helpers/customers.js';
import { listNotifications, mailsTo } from '../../helpers/notifications.js';
import { addStaff, bearer, staffToken, type TestStaff } from '../../helpers/staff.js';
import { asCustomer, buildSupportApp, HOUR, type SupportTestApp } from './support-fixtures.js';

let testApp: SupportTestApp;
const tokens: Record<string, string> = {};
const members: TestStaff[] = [];
let supportStaffId = 0;
/** Staff sessions end after 30 idle minutes: a test that moves the clock signs everyone in again. */
async function signIn() {
  for (const member of members) tokens[member.role] = await staffToken(testApp.app, member);
}
beforeAll(async () => {
  testApp = await buildSupportApp();
  for (const role of ['owner', 'support', 'billing', 'readonly'] as const) {
    const member = await addStaff(testApp, role);
    if (role === 'support') supportStaffId = member.id;
    members.push(member);
  }
  await signIn();
});
afterAll(async () => {
  await testApp?.close();
});

const at = (template: string, id: number) => template.replace(':id', String(id));
const staffCall = (role: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  testApp.app.inject({ method, url, headers: bearer(tokens[role] ?? ''), ...(payload ? { payload } : {}) });

async function customerTicket(department = 'technical', subject = 'Help') {
  const { app } = testApp;
  const customer = await registerCustomer(app);
  const answer = await app.inject({
    method: 'POST',
    url: supportPaths.tickets,
    headers: asCustomer(customer.token),
    payload: { department, subject, message: 'Please help' },
  });
  return { ...customer, id: answer.json().data.id as number };
}

describe('support tickets: the console', () => {
  it('answers: the customer sees the answer (never the note), is notified with the reply address and told live', async () => {
    const { app } = testApp;
    const ticket = await customerTicket();
    const userId = await userIdOf(app, ticket.token);
    const note = await staffCall('support', 'POST', at(adminSupportPaths.messages, ticket.id), {
      body: 'Internal: server 3 is slow',
      internal: true,
    });
    expect(note.statusCode, note.body).toBe(200);
    expect(note.json().data.status).toBe('open');
    const reply = await staffCall('support', 'POST', at(adminSupportPaths.messages, ticket.id), {
      body: 'We restarted the server.',
      internal: false,
    });
    expect(reply.json().data).toMatchObject({
      status: 'answered',
      assignee_id: supportStaffId,
      due_in_seconds: null,
    });
    expect(reply.json().data.messages.map((m: { internal: boolean }) => m.internal)).toEqual([
      false,
      true,
      false,
    ]);

    const seen = (
      await app.inject({
        method: 'GET',
        url: at(supportPaths.ticket, ticket.id),
        headers: asCustomer(ticket.token),
      })
    ).json().data;
    expect(seen.messages.map((m: { body: string }) => m.body)).toEqual([
      'Please help',
      'We restarted the server.',
    ]);
    expect(JSON.stringify(seen)).not.toContain('server 3');
    expect(seen).toMatchObject({ status: 'answered', first_answer_due_at: null, can_rate: true });
    expect(seen.messages[1].author_name).toMatch(/^Staff support/);

    const { data } = await listNotifications(app, ticket.token);
    expect(data[0]).toMatchObject({
      kind: 'ticket_answered',
      params: { ticket_id: ticket.id, reply_address: seen.reply_address },
    });
    await app.jobs.runDue();
    const [mail] = (await mailsTo(app, ticket.customer.email)).filter((row) =>
      row.subject.includes(`${ticket.id}`),
    );
    expect(mail?.replyTo).toBe(seen.reply_address);
    expect(mail?.text).toContain(seen.reply_address);
    // The e-mail links the thread, the page the in-app notice opens.
    expect(mail?.text).toContain(`${testApp.config.appUrl}/support/tickets/${ticket.id}`);
    expect(mail?.text).not.toContain('server 3');
    const live = await app.db.select().from(liveEvents).where(eq(liveEvents.userId, userId));
    expect(live.filter((row) => row.kind === 'ticket').map((row) => row.payload)).toContainEqual({
      ticket_id: ticket.id,
      status: 'answered',
    });

    const rated = await app.inject({
      method: 'POST',
      url: at(supportPaths.rating, ticket.id),
      headers: asCustomer(ticket.token),
      payload: { rating: 5, comment: 'Fast' },
    });
    expect(rated.json().data).toMatchObject({ rating: 5, rating_comment: 'Fast' });
    const actions = await app.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.customerId, userId));
    expect(actions.map((row) => row.action).sort()).toEqual(['ticket.note', 'ticket.reply']);
  });

  it('lets billing answer the billing department only, and readonly only read', async () => {
    const technical = await customerTicket('technical');
    const billing = await customerTicket('billing');
    const body = { body: 'Answer', internal: false };
    expect(
      (await staffCall('billing', 'POST', at(adminSupportPaths.messages, technical.id), body)).statusCode,
    ).toBe(403);
    expect(
      (await staffCall('billing', 'POST', at(adminSupportPaths.messages, billing.id), body)).statusCode,
    ).toBe(200);
    expect(
      (await staffCall('readonly', 'POST', at(adminSupportPaths.messages, billing.id), body)).statusCode,
    ).toBe(403);
    expect((await staffCall('readonly', 'GET', at(adminSupportPaths.ticket, billing.id))).statusCode).toBe(
      200,
    );
    expect(
      (await staffCall('readonly', 'POST', at(adminSupportPaths.assign, billing.id), { staff_id: null }))
        .statusCode,
    ).toBe(403);
    const customer = await testApp.app.inject({
      method: 'GET',
      url: adminSupportPaths.tickets,
      headers: bearer(technical.token),
    });
    expect(customer.statusCode).toBe(401);
  });

  it('lists the members a ticket may be given to: those who may answer it, and refuses anyone else', async () => {
    const idOf = (role: string) => members.find((member) => member.role === role)?.id;
    const gone = await addStaff(testApp, 'support');
    await testApp.app.db
      .update(staffMembers)
      .set({ disabledAt: testApp.clock.now() })
      .where(eq(staffMembers.id, gone.id));
    const listed = async (role: string, department: string) => {
      const answer = await staffCall(role, 'GET', `${adminSupportPaths.assignees}?department=${department}`);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer
        .json()
        .data.map((member: { id: number }) => member.id)
        .sort();
    };
    // Support (no staff.manage) may list them; billing only for the billing department; never readonly or
    // a disabled member.
    expect(await listed('support', 'technical')).toEqual([idOf('owner'), idOf('support')].sort());
    expect(await listed('support', 'billing')).toEqual(
      [idOf('owner'), idOf('support'), idOf('billing')].sort(),
    );
    expect((await staffCall('readonly', 'GET', adminSupportPaths.assignees)).statusCode).toBe(403);
    expect(
      (await staffCall('support', 'GET', `${adminSupportPaths.assignees}?department=x`)).statusCode,
    ).toBe(422);

    const technical = await customerTicket('technical');
    const billing = await customerTicket('billing');
    for (const staffId of [idOf('readonly'), idOf('billing'), gone.id]) {
      const refused = await staffCall('support', 'POST', at(adminSupportPaths.assign, technical.id), {
        staff_id: staffId,
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: { staff_id: [expect.any(String)] },
      });
    }
    const given = await staffCall('support', 'POST', at(adminSupportPaths.assign, billing.id), {
      staff_id: idOf('billing'),
    });
    expect(given.json().data.assignee_id).toBe(idOf('billing'));
  });

  it('lists what is due first with age and time left, and filters', async () => {
    const { clock } = testApp;
    const older = await customerTicket('domains', 'older');
    clock.advance(HOUR);
    const newer = await customerTicket('domains', 'newer');
    await signIn();
    const list = await staffCall(
      'readonly',
      'GET',
      `${adminSupportPaths.tickets}?department=domains&status=open`,
    );
    const rows = list.json().data;
    expect(rows.map((row: { id: number }) => row.id)).toEqual([older.id, newer.id]);
    expect(rows[0]).toMatchObject({
      age_seconds: 3600,
      due_in_seconds: 23 * 3600,
      guest: false,
      assignee_id: null,
    });
    clock.advance(20 * HOUR);
    await signIn();
    const soon = await staffCall(
      'readonly',
      'GET',
      `${adminSupportPaths.tickets}?department=domains&due=due_soon`,
    );
    expect(soon.json().data.map((row: { id: number }) => row.id)).toEqual([older.id, newer.id]);
    clock.advance(4 * HOUR);
    await signIn();
    const late = await staffCall(
      'readonly',
      'GET',
      `${adminSupportPaths.tickets}?department=domains&due=overdue`,
    );
    expect(late.json().data.map((row: { id: number }) => row.id)).toEqual([older.id, newer.id]);
    // A customer's page lists tickets by latest activity instead.
    const recent = await staffCall(
      'readonly',
      'GET',
      `${adminSupportPaths.tickets}?department=domains&due=overdue&sort=recent`,
    );
    expect(recent.json().data.map((row: { id: number }) => row.id)).toEqual([newer.id, older.id]);
    const userId = await userIdOf(testApp.app, older.token);
    const mine = await staffCall('readonly', 'GET', `${adminSupportPaths.tickets}?customer=${userId}`);
    expect(mine.json()).toMatchObject({ total: 1, data: [{ id: older.id }] });
    await staffCall('support', 'POST', at(adminSupportPaths.assign, newer.id), { staff_id: supportStaffId });
    const assigned = await staffCall(
      'readonly',
      'GET',
      `${adminSupportPaths.tickets}?assignee=${supportStaffId}&department=domains`,
    );
    expect(assigned.json().data.map((row: { id: number }) => row.id)).toEqual([newer.id]);
    const stats = await staffCall('readonly', 'GET', adminSupportPaths.stats);
    expect(stats.json().data.overdue).toBeGreaterThanOrEqual(2);
    expect(stats.json().data.promise_hours).toBe(24);
  });

  it('shows the customer’s summary, changes status and department, merges a duplicate of the same customer only', async () => {
    const first = await customerTicket('sales', 'Prices');
    const duplicate = await testApp.app.inject({
      method: 'POST',
      url: supportPaths.tickets,
      headers: asCustomer(first.token),
      payload: { department: 'sales', subject: 'Prices again', message: 'Same question' },
    });
    const duplicateId = duplicate.json().data.id as number;
    const stranger = await customerTicket('sales', 'Other');
    const detail = (await staffCall('support', 'GET', at(adminSupportPaths.ticket, first.id))).json().data;
    expect(detail.customer).toMatchObject({
      email: first.customer.email,
      balance: 0,
      services: [],
      recent_payments: [],
    });
    expect(detail.customer.earlier_tickets.map((row: { id: number }) => row.id)).toEqual([duplicateId]);

    const moved = await staffCall('support', 'PUT', at(adminSupportPaths.department, first.id), {
      department: 'technical',
    });
    expect(moved.json().data.department).toBe('technical');
    const waiting = await staffCall('support', 'PUT', at(adminSupportPaths.status, first.id), {
      status: 'awaiting_customer',
    });
    expect(waiting.json().data.status).toBe('awaiting_customer');

    const refused = await staffCall('support', 'POST', at(adminSupportPaths.merge, stranger.id), {
      into: first.id,
    });
    expect(refused.statusCode).toBe(422);
    const merged = await staffCall('support', 'POST', at(adminSupportPaths.merge, duplicateId), {
      into: first.id,
    });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json().data.messages.map((m: { body: string }) => m.body)).toEqual([
      'Please help',
      'Same question',
    ]);
    const list = await testApp.app.inject({
      method: 'GET',
      url: supportPaths.tickets,
      headers: asCustomer(first.token),
    });
    expect(list.json().data.map((row: { id: number }) => row.id)).toEqual([first.id]);
  });

  it('keeps canned replies in five languages; only support and owner write them', async () => {
    const texts = {
      uz: { title: 'Salom', body: 'Assalomu alaykum, {customer_name}!' },
      ru: { title: 'Привет', body: 'Здравствуйте, {customer_name}!' },
    };
    expect((await staffCall('billing', 'POST', adminSupportPaths.cannedReplies, { texts })).statusCode).toBe(
      403,
    );
    const created = await staffCall('support', 'POST', adminSupportPaths.cannedReplies, {
      department: 'billing',
      texts,
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id as number;
    const missingUz = await staffCall('support', 'POST', adminSupportPaths.cannedReplies, {
      texts: { ru: texts.ru },
    });
    expect(missingUz.statusCode).toBe(422);
    const changed = await staffCall('owner', 'PUT', at(adminSupportPaths.cannedReply, id), {
      department: null,
      texts: { uz: texts.uz },
    });
    expect(changed.json().data).toMatchObject({ department: null, texts: { uz: texts.uz } });
    const listed = await staffCall(
      'readonly',
      'GET',
      `${adminSupportPaths.cannedReplies}?department=technical`,
    );
    expect(listed.json().data.map((row: { id: number }) => row.id)).toContain(id);
    expect((await staffCall('support', 'DELETE', at(adminSupportPaths.cannedReply, id))).statusCode).toBe(
      200,
    );
    expect((await staffCall('support', 'DELETE', at(adminSupportPaths.cannedReply, id))).statusCode).toBe(
      404,
    );
  });
});
