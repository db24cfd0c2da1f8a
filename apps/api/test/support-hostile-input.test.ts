import { adminPaths, adminSupportPaths, GUEST_TOKEN_HEADER, kbPaths, supportPaths } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCustomer } from './helpers/customers.js';
import { addStaff, bearer, staffToken } from './helpers/staff.js';
import { buildSupportApp, PNG, type SupportTestApp, ticketForm } from './modules/support/support-fixtures.js';

// Every support and knowledge-base endpoint meets hostile input (NUL bytes, numbers past the database's range,
// overlong texts, wrong types) with a 4xx envelope whose message is a translated text, and never a 500; nothing
// is written on the way.

let testApp: SupportTestApp;
let customer: string;
let staff: string;
let ticketId: number;
const app = (): FastifyInstance => testApp.app;

beforeAll(async () => {
  testApp = await buildSupportApp();
  customer = (await registerCustomer(app())).token;
  staff = await staffToken(app(), await addStaff(testApp, 'owner'));
  const opened = await app().inject({
    method: 'POST',
    url: supportPaths.tickets,
    headers: { ...bearer(customer), 'accept-language': 'ru' },
    payload: { department: 'technical', subject: 'Mail', message: 'Mail is down' },
  });
  ticketId = opened.json().data.id;
}, 120_000);
afterAll(async () => {
  await testApp?.close();
});

const TOO_BIG = '9'.repeat(30);
const INT_PAST_RANGE = '2147483648';
const NUL = '\u0000';
const at = (template: string, id: string | number) => template.replace(':id', String(id));
const LONG = 'ы'.repeat(100_001);

interface Probe {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  as: 'customer' | 'staff' | 'guest' | 'nobody';
  payload?: unknown;
  headers?: Record<string, string>;
}

const probes = (): Probe[] => [
  // Ids and paging past the range, or no number at all.
  { name: 'ticket id past range', method: 'GET', url: at(supportPaths.ticket, TOO_BIG), as: 'customer' },
  { name: 'ticket id 2^31', method: 'GET', url: at(supportPaths.ticket, INT_PAST_RANGE), as: 'customer' },
  { name: 'ticket id negative', method: 'GET', url: at(supportPaths.ticket, '-1'), as: 'customer' },
  { name: 'ticket id float', method: 'GET', url: at(supportPaths.ticket, '1.5'), as: 'customer' },
  { name: 'ticket id NUL', method: 'GET', url: at(supportPaths.ticket, '1%00'), as: 'customer' },
  { name: 'list page huge', method: 'GET', url: `${supportPaths.tickets}?page=${TOO_BIG}`, as: 'customer' },
  { name: 'list page 1e30', method: 'GET', url: `${supportPaths.tickets}?page=1e30`, as: 'customer' },
  { name: 'list per_page', method: 'GET', url: `${supportPaths.tickets}?per_page=-5`, as: 'customer' },
  {
    name: 'attachment id past range',
    method: 'GET',
    url: at(supportPaths.attachment, 1).replace(':attachment_id', TOO_BIG),
    as: 'customer',
  },
  {
    name: 'guest attachment id',
    method: 'GET',
    url: supportPaths.guestAttachment.replace(':attachment_id', INT_PAST_RANGE),
    as: 'guest',
  },
  { name: 'close id', method: 'POST', url: at(supportPaths.close, TOO_BIG), as: 'customer' },
  { name: 'reopen id', method: 'POST', url: at(supportPaths.reopen, INT_PAST_RANGE), as: 'customer' },
  // Texts: NUL bytes, overlong, wrong types.
  {
    name: 'new ticket NUL',
    method: 'POST',
    url: supportPaths.tickets,
    as: 'customer',
    payload: { department: 'technical', subject: `Mail${NUL}`, message: 'x' },
  },
  {
    name: 'new ticket overlong',
    method: 'POST',
    url: supportPaths.tickets,
    as: 'customer',
    payload: { department: 'technical', subject: 'Mail', message: LONG },
  },
  {
    name: 'new ticket wrong types',
    method: 'POST',
    url: supportPaths.tickets,
    as: 'customer',
    payload: { department: 7, subject: ['Mail'], message: { text: 'x' }, service: 'order' },
  },
  {
    name: 'new ticket service id past range',
    method: 'POST',
    url: supportPaths.tickets,
    as: 'customer',
    payload: { department: 'technical', subject: 'S', message: 'M', service: { kind: 'order', id: 1e30 } },
  },
  {
    name: 'new ticket array body',
    method: 'POST',
    url: supportPaths.tickets,
    as: 'customer',
    payload: [1, 2],
  },
  {
    name: 'new ticket string body',
    method: 'POST',
    url: supportPaths.tickets,
    as: 'customer',
    payload: '"x"',
  },
  {
    name: 'reply NUL',
    method: 'POST',
    url: at(supportPaths.messages, 'TICKET'),
    as: 'customer',
    payload: { message: `a${NUL}b` },
  },
  {
    name: 'reply wrong type',
    method: 'POST',
    url: at(supportPaths.messages, 'TICKET'),
    as: 'customer',
    payload: { message: 12 },
  },
  {
    name: 'rating wrong',
    method: 'POST',
    url: at(supportPaths.rating, 'TICKET'),
    as: 'customer',
    payload: { rating: 1e308, comment: 5 },
  },
  {
    name: 'rating NUL comment',
    method: 'POST',
    url: at(supportPaths.rating, 'TICKET'),
    as: 'customer',
    payload: { rating: 5, comment: NUL },
  },
  {
    name: 'guest ticket hostile',
    method: 'POST',
    url: supportPaths.guestTickets,
    as: 'nobody',
    payload: { email: `a${NUL}@x.uz`, name: LONG, subject: 1, message: null, captcha_id: [], captcha: {} },
  },
  {
    name: 'guest ticket long token',
    method: 'GET',
    url: supportPaths.guestTicket,
    as: 'nobody',
    headers: { [GUEST_TOKEN_HEADER]: 'x'.repeat(5000) },
  },
  {
    name: 'guest reply NUL',
    method: 'POST',
    url: supportPaths.guestMessages,
    as: 'guest',
    payload: { message: NUL },
  },
  // Knowledge base.
  { name: 'kb q NUL', method: 'GET', url: `${kbPaths.list}?q=%00`, as: 'nobody' },
  { name: 'kb q long', method: 'GET', url: `${kbPaths.list}?q=${'a'.repeat(5000)}`, as: 'nobody' },
  { name: 'kb limit huge', method: 'GET', url: `${kbPaths.list}?limit=${TOO_BIG}`, as: 'nobody' },
  { name: 'kb q twice', method: 'GET', url: `${kbPaths.list}?q=a&q=b`, as: 'nobody' },
  { name: 'kb slug NUL', method: 'GET', url: kbPaths.item.replace(':slug', 'a%00b'), as: 'nobody' },
  { name: 'kb slug long', method: 'GET', url: kbPaths.item.replace(':slug', 'a'.repeat(5000)), as: 'nobody' },
  {
    name: 'kb opened wrong',
    method: 'POST',
    url: kbPaths.opened.replace(':slug', 'x'),
    as: 'nobody',
    payload: { source: NUL },
  },
  // The console.
  { name: 'queue page', method: 'GET', url: `${adminSupportPaths.tickets}?page=${TOO_BIG}`, as: 'staff' },
  {
    name: 'queue assignee',
    method: 'GET',
    url: `${adminSupportPaths.tickets}?assignee=${INT_PAST_RANGE}`,
    as: 'staff',
  },
  { name: 'queue customer', method: 'GET', url: `${adminSupportPaths.tickets}?customer=%00`, as: 'staff' },
  {
    name: 'queue status twice',
    method: 'GET',
    url: `${adminSupportPaths.tickets}?status=open&status=closed`,
    as: 'staff',
  },
  { name: 'staff ticket id', method: 'GET', url: at(adminSupportPaths.ticket, TOO_BIG), as: 'staff' },
  {
    name: 'staff answer NUL',
    method: 'POST',
    url: at(adminSupportPaths.messages, 'TICKET'),
    as: 'staff',
    payload: { body: `a${NUL}`, internal: false },
  },
  {
    name: 'staff answer wrong types',
    method: 'POST',
    url: at(adminSupportPaths.messages, 'TICKET'),
    as: 'staff',
    payload: { body: LONG, internal: 'yes' },
  },
  {
    name: 'assign past range',
    method: 'POST',
    url: at(adminSupportPaths.assign, 'TICKET'),
    as: 'staff',
    payload: { staff_id: 1e30 },
  },
  {
    name: 'assign string',
    method: 'POST',
    url: at(adminSupportPaths.assign, 'TICKET'),
    as: 'staff',
    payload: { staff_id: '1' },
  },
  {
    name: 'status wrong',
    method: 'PUT',
    url: at(adminSupportPaths.status, 'TICKET'),
    as: 'staff',
    payload: { status: `open${NUL}` },
  },
  {
    name: 'department wrong',
    method: 'PUT',
    url: at(adminSupportPaths.department, 'TICKET'),
    as: 'staff',
    payload: { department: ['billing'] },
  },
  {
    name: 'merge past range',
    method: 'POST',
    url: at(adminSupportPaths.merge, 'TICKET'),
    as: 'staff',
    payload: { into: INT_PAST_RANGE },
  },
  {
    name: 'merge itself',
    method: 'POST',
    url: at(adminSupportPaths.merge, 'TICKET'),
    as: 'staff',
    payload: {},
  },
  {
    name: 'assignees department',
    method: 'GET',
    url: `${adminSupportPaths.assignees}?department=%00`,
    as: 'staff',
  },
  {
    name: 'staff attachment id',
    method: 'GET',
    url: at(adminSupportPaths.attachment, 'TICKET').replace(':attachment_id', TOO_BIG),
    as: 'staff',
  },
  {
    name: 'canned reply hostile',
    method: 'POST',
    url: adminSupportPaths.cannedReplies,
    as: 'staff',
    payload: { department: 'x', texts: { uz: { title: NUL, body: LONG } } },
  },
  {
    name: 'canned reply id',
    method: 'PUT',
    url: at(adminSupportPaths.cannedReply, TOO_BIG),
    as: 'staff',
    payload: {},
  },
  { name: 'canned delete id', method: 'DELETE', url: at(adminSupportPaths.cannedReply, '0'), as: 'staff' },
  {
    name: 'kb article hostile',
    method: 'POST',
    url: adminPaths.kbArticles,
    as: 'staff',
    payload: { slug: `a${NUL}`, category: 1, status: null, texts: { uz: { title: LONG, body: 2 } } },
  },
  { name: 'kb article id', method: 'GET', url: at(adminPaths.kbArticle, TOO_BIG), as: 'staff' },
  {
    name: 'kb article put id',
    method: 'PUT',
    url: at(adminPaths.kbArticle, INT_PAST_RANGE),
    as: 'staff',
    payload: {},
  },
];

function headersOf(probe: Probe): Record<string, string> {
  const who: Record<string, string> =
    probe.as === 'customer'
      ? bearer(customer)
      : probe.as === 'staff'
        ? bearer(staff)
        : probe.as === 'guest'
          ? { [GUEST_TOKEN_HEADER]: 'a'.repeat(43) }
          : {};
  return { 'accept-language': 'ru', ...who, ...probe.headers };
}

describe('support and knowledge-base endpoints under hostile input', () => {
  it('answer every probe with a 4xx envelope and a translated message, never a 500', async () => {
    const failures: string[] = [];
    for (const probe of probes()) {
      const url = probe.url.replace('TICKET', String(ticketId));
      const payload = probe.payload;
      const answer = await app().inject({
        method: probe.method,
        url,
        headers: {
          ...headersOf(probe),
          ...(typeof payload === 'string' ? { 'content-type': 'application/json' } : {}),
        },
        ...(payload === undefined ? {} : { payload: payload as string | object }),
      });
      const body = answer.json();
      const ok =
        answer.statusCode >= 400 &&
        answer.statusCode < 500 &&
        body.status === false &&
        typeof body.code === 'string' &&
        // The message is the request's language (Russian), not a code or an English internal text.
        /[а-яё]/i.test(String(body.message));
      if (!ok) failures.push(`${probe.name}: ${answer.statusCode} ${answer.body.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
  });

  it('keeps an attachment’s name without control characters or bidi overrides', async () => {
    const form = ticketForm({ department: 'technical', subject: 'Screenshot', message: 'See the file' }, [
      { name: `photo\u202Egnp.exe${NUL}\u0085.png`, bytes: PNG, type: 'image/png' },
    ]);
    const answer = await app().inject({
      method: 'POST',
      url: supportPaths.tickets,
      payload: form,
      headers: { ...bearer(customer), 'accept-language': 'ru' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.messages[0].attachments[0].file_name).toBe('photognp.exe.png');
  });

  it('refuses a NUL byte in a multipart text part', async () => {
    const form = ticketForm({ department: 'technical', subject: `S${NUL}`, message: 'M' });
    const answer = await app().inject({
      method: 'POST',
      url: supportPaths.tickets,
      payload: form,
      headers: { ...bearer(customer), 'accept-language': 'ru' },
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { subject: [expect.any(String)] },
    });
  });

  it('left the ticket as it was', async () => {
    const thread = await app().inject({
      method: 'GET',
      url: at(supportPaths.ticket, ticketId),
      headers: bearer(customer),
    });
    expect(thread.json().data).toMatchObject({ status: 'open', rating: null });
    expect(thread.json().data.messages.map((message: { body: string }) => message.body)).toEqual([
      'Mail is down',
    ]);
  });
});
