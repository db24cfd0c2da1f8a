import { adminSupportPaths, supportPaths } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCustomer } from '../../helpers/customers.js';
import { addStaff, staffToken } from '../../helpers/staff.js';
import {
  asCustomer,
  buildSupportApp,
  EXE,
  PNG,
  type SupportTestApp,
  sendForm,
  ticketForm,
} from './support-fixtures.js';

// Staff answer with files as customers write with them: the same type check by the bytes and the same limits;
// the customer sees and downloads the files of answers (never of an internal note), staff download theirs.

let testApp: SupportTestApp;
let staff: string;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

beforeAll(async () => {
  testApp = await buildSupportApp();
  staff = await staffToken(testApp.app, await addStaff(testApp, 'support'));
});
afterAll(async () => {
  await testApp?.close();
});

const at = (template: string, id: number, attachmentId = 0) =>
  template.replace(':id', String(id)).replace(':attachment_id', String(attachmentId));

async function openTicket() {
  const customer = await registerCustomer(testApp.app);
  const form = ticketForm(
    { department: 'technical', subject: 'Broken page', message: 'See the screenshot' },
    [{ name: 'screen.png', bytes: PNG, type: 'image/png' }],
  );
  const opened = await sendForm(testApp.app, customer.token, supportPaths.tickets, form);
  return { token: customer.token, ticket: opened.json().data };
}

const staffSend = (ticketId: number, form: FormData) =>
  sendForm(testApp.app, staff, at(adminSupportPaths.messages, ticketId), form);

describe('attachments on staff replies', () => {
  it('answers with files the customer sees and downloads; a note’s file stays with staff', async () => {
    const { token, ticket } = await openTicket();
    const note = await staffSend(
      ticket.id,
      ticketForm({ body: 'Logs from the server', internal: 'true' }, [
        { name: 'server.txt', bytes: Buffer.from('error at line 3\n'), type: 'text/plain' },
      ]),
    );
    expect(note.statusCode, note.body).toBe(200);
    const answer = await staffSend(
      ticket.id,
      ticketForm({ body: 'Here is the fixed setting and the guide.', internal: 'false' }, [
        { name: 'fixed.png', bytes: PNG, type: 'image/png' },
        { name: 'guide.pdf', bytes: PDF, type: 'application/pdf' },
      ]),
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const staffView = answer.json().data;
    expect(staffView.status).toBe('answered');
    const noteFile = staffView.messages[1].attachments[0];
    expect(noteFile).toMatchObject({ file_name: 'server.txt', content_type: 'text/plain' });
    expect(staffView.messages[2].attachments.map((file: { file_name: string }) => file.file_name)).toEqual([
      'fixed.png',
      'guide.pdf',
    ]);

    const thread = (
      await testApp.app.inject({
        method: 'GET',
        url: at(supportPaths.ticket, ticket.id),
        headers: asCustomer(token),
      })
    ).json().data;
    expect(thread.messages).toHaveLength(2);
    const [png, pdf] = thread.messages[1].attachments;
    expect(pdf).toMatchObject({ file_name: 'guide.pdf', content_type: 'application/pdf' });
    const download = await testApp.app.inject({
      method: 'GET',
      url: at(supportPaths.attachment, ticket.id, png.id),
      headers: asCustomer(token),
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.rawPayload.equals(PNG)).toBe(true);
    // The note's file is not the customer's to read.
    const hidden = await testApp.app.inject({
      method: 'GET',
      url: at(supportPaths.attachment, ticket.id, noteFile.id),
      headers: asCustomer(token),
    });
    expect(hidden.statusCode).toBe(404);

    // Staff download the customer's file.
    const customerFile = staffView.messages[0].attachments[0];
    const staffDownload = await testApp.app.inject({
      method: 'GET',
      url: at(adminSupportPaths.attachment, ticket.id, customerFile.id),
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(staffDownload.statusCode).toBe(200);
    expect(staffDownload.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses a file of a kind we do not keep, more than five files, and a malformed switch, adding nothing', async () => {
    const { token, ticket } = await openTicket();
    const exe = await staffSend(
      ticket.id,
      ticketForm({ body: 'Run this', internal: 'false' }, [
        { name: 'fix.png', bytes: EXE, type: 'image/png' },
      ]),
    );
    expect(exe.statusCode).toBe(422);
    expect(Object.keys(exe.json().errors)).toEqual(['attachments.0']);
    const six = Array.from({ length: 6 }, (_, index) => ({
      name: `${index}.png`,
      bytes: PNG,
      type: 'image/png',
    }));
    expect(
      (await staffSend(ticket.id, ticketForm({ body: 'Many', internal: 'false' }, six))).statusCode,
    ).toBe(413);
    const odd = await staffSend(ticket.id, ticketForm({ body: 'Odd', internal: 'maybe' }));
    expect(odd.statusCode).toBe(422);
    expect(Object.keys(odd.json().errors)).toEqual(['internal']);
    const thread = (
      await testApp.app.inject({
        method: 'GET',
        url: at(supportPaths.ticket, ticket.id),
        headers: asCustomer(token),
      })
    ).json().data;
    expect(thread.messages).toHaveLength(1);
    expect(thread.status).toBe('open');
    // JSON without files still works as before.
    const plain = await testApp.app.inject({
      method: 'POST',
      url: at(adminSupportPaths.messages, ticket.id),
      headers: { authorization: `Bearer ${staff}` },
      payload: { body: 'Plain answer', internal: false },
    });
    expect(plain.json().data.messages.at(-1)).toMatchObject({ body: 'Plain answer', attachments: [] });
  });
});
