import type { AdminTicketDetail, CannedReply, StaffRole } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '@/test/render';
import { serveStaff } from '@/test/staff';

const ticket = (over: Partial<AdminTicketDetail> = {}): AdminTicketDetail => ({
  id: 41,
  subject: 'Sayt ochilmayapti',
  department: 'technical',
  status: 'open',
  service: { kind: 'order', id: 7, label: 'Hosting Start · aziz.uz' },
  kb_article: null,
  created_at: '2026-11-27T09:00:00.000Z',
  last_message_at: '2026-11-27T09:00:00.000Z',
  first_answer_due_at: '2026-11-28T09:00:00.000Z',
  customer_id: 12,
  customer_name: 'Aziz Karimov',
  customer_email: 'aziz@example.uz',
  guest: false,
  sender_unverified: false,
  assignee_id: null,
  assignee_name: null,
  age_seconds: 3600,
  due_in_seconds: 23 * 3600,
  first_answered_at: null,
  messages: [
    {
      id: 1,
      author: 'customer',
      author_name: 'Aziz Karimov',
      staff_id: null,
      internal: false,
      body: 'Saytim ochilmayapti',
      via: 'web',
      attachments: [{ id: 5, file_name: 'screen.png', content_type: 'image/png', size_bytes: 2048 }],
      created_at: '2026-11-27T09:00:00.000Z',
    },
    {
      id: 2,
      author: 'staff',
      author_name: 'Sevara',
      staff_id: 2,
      internal: true,
      body: 'DNS ni tekshirish kerak',
      via: 'console',
      attachments: [],
      created_at: '2026-11-27T09:30:00.000Z',
    },
  ],
  events: [],
  reply_address: 'ticket+41@support.portal.uz',
  rating: null,
  rating_comment: null,
  merged_into: null,
  customer: {
    id: 12,
    name: 'Aziz Karimov',
    email: 'aziz@example.uz',
    language: 'ru',
    balance: 150000,
    services: [
      { kind: 'order', id: 7, label: 'Hosting Start · aziz.uz', status: 'active' },
      { kind: 'domain', id: 3, label: 'aziz.uz', status: 'redemption' },
    ],
    recent_payments: [{ id: 9, amount: 50000, status: 'paid', created_at: '2026-11-20T09:00:00.000Z' }],
    earlier_tickets: [
      {
        id: 30,
        subject: 'Domen ulanmadi',
        department: 'domains',
        status: 'closed',
        service: null,
        created_at: '2026-10-01T09:00:00.000Z',
        last_message_at: '2026-10-01T09:00:00.000Z',
        first_answer_due_at: null,
      },
    ],
  },
  ...over,
});

const canned: CannedReply = {
  id: 3,
  department: null,
  texts: {
    uz: { title: 'Salomlashish', body: 'Assalomu alaykum, {customer_name}!' },
    ru: { title: 'Приветствие', body: 'Здравствуйте, {customer_name}! Заказ {order}, домен {domain}.' },
  },
  updated_at: '2026-11-20T09:00:00.000Z',
};

function serve(role: StaffRole, current: AdminTicketDetail = ticket()) {
  let state = current;
  return serveStaff({ role, email: 's@x.uz' }, (call) => {
    if (call.url.includes('/canned-replies')) return { body: { status: true, data: [canned] } };
    if (call.url.includes('/tickets/assignees')) {
      // As the API answers: those who may answer the department (billing members for billing tickets only).
      const department = new URL(call.url, 'http://console.test').searchParams.get('department');
      const assignees = [
        { id: 2, name: 'Sevara', role: 'owner' },
        { id: 5, name: 'Bobur', role: 'support' },
        ...(department === 'billing' ? [{ id: 7, name: 'Dilnoza', role: 'billing' }] : []),
      ];
      return { body: { status: true, data: assignees } };
    }
    if (call.url.endsWith('/tickets/41/messages')) {
      const form = call.body instanceof FormData ? call.body : undefined;
      const body = form
        ? { body: String(form.get('body')), internal: form.get('internal') === 'true' }
        : (call.body as { body: string; internal: boolean });
      const files = (form?.getAll('attachments') ?? []) as File[];
      state = {
        ...state,
        messages: [
          ...state.messages,
          {
            id: 3,
            author: 'staff',
            author_name: 'Sevara',
            staff_id: 2,
            internal: body.internal,
            body: body.body,
            via: 'console',
            attachments: files.map((file, index) => ({
              id: 50 + index,
              file_name: file.name,
              content_type: file.type as 'image/png',
              size_bytes: file.size,
            })),
            created_at: '2026-11-27T10:00:00.000Z',
          },
        ],
      };
    }
    if (call.url.endsWith('/tickets/41/assign')) {
      const { staff_id } = call.body as { staff_id: number | null };
      const names: Record<number, string> = { 2: 'Sevara', 5: 'Bobur', 7: 'Dilnoza' };
      state = { ...state, assignee_id: staff_id, assignee_name: staff_id ? (names[staff_id] ?? null) : null };
    }
    if (call.url.endsWith('/tickets/41/status')) {
      state = { ...state, status: (call.body as { status: AdminTicketDetail['status'] }).status };
    }
    if (call.url.endsWith('/tickets/41/merge')) {
      return { body: { status: true, data: { ...state, id: 40, subject: 'Sayt (asosiy)' } } };
    }
    if (call.url.includes('/tickets/40')) return { body: { status: true, data: { ...state, id: 40 } } };
    if (call.url.includes('/tickets/41')) return { body: { status: true, data: state } };
    return { body: { status: true, data: [] } };
  });
}

describe('a ticket’s page', () => {
  it('shows the thread with internal notes marked, beside the customer’s summary', async () => {
    serve('support');
    renderConsole('/tickets/41');
    const thread = await screen.findByRole('region', { name: 'Conversation' });
    const note = within(thread).getByText('DNS ni tekshirish kerak').closest('li') as HTMLElement;
    expect(note).toHaveAttribute('data-internal', 'true');
    expect(within(note).getByText('Internal note')).toBeInTheDocument();
    const first = within(thread).getByText('Saytim ochilmayapti').closest('li') as HTMLElement;
    expect(within(first).queryByText('Internal note')).not.toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'screen.png (2 KB)' })).toBeInTheDocument();
    const summary = screen.getByRole('complementary', { name: 'Customer' });
    expect(summary).toHaveTextContent('150');
    expect(summary).toHaveTextContent('aziz.uz');
    // Statuses in words, never their keys.
    expect(summary).toHaveTextContent('Hosting Start · aziz.uz · Active');
    expect(summary).toHaveTextContent('aziz.uz · Redemption');
    expect(summary).toHaveTextContent(/Paid ·/);
    expect(summary).not.toHaveTextContent(/redemption|paid/);
    expect(within(summary).getByRole('link', { name: /#30 Domen ulanmadi/ })).toHaveAttribute(
      'href',
      '/tickets/30',
    );
  });

  it('labels a ticket sent in a customer’s name without proof, and says where answers go', async () => {
    serve(
      'support',
      ticket({
        customer_id: null,
        customer: null,
        guest: true,
        sender_unverified: true,
        customer_email: 'aziz@example.uz',
      }),
    );
    renderConsole('/tickets/41');
    const label = await screen.findByText('sender not verified');
    expect(label.closest('p')).toHaveTextContent(/aziz@example\.uz without proof/);
    expect(screen.getByRole('complementary', { name: 'Customer' })).toHaveTextContent('guest');
  });

  it('names the knowledge-base article the customer read before writing', async () => {
    serve('readonly', ticket({ kb_article: { slug: 'reset-your-password', title: 'Parolni tiklash' } }));
    renderConsole('/tickets/41');
    expect(
      await screen.findByText(
        'Article the customer read before writing: “Parolni tiklash” (/info/kb/reset-your-password)',
      ),
    ).toBeInTheDocument();
  });

  it('answers the customer from the reply tab, with a canned reply in their language', async () => {
    const calls = serve('support');
    renderConsole('/tickets/41');
    const tab = await screen.findByRole('tab', { name: 'Reply to customer' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    await userEvent.selectOptions(await screen.findByLabelText('Canned reply'), '3');
    const text = screen.getByLabelText('Text');
    expect(text).toHaveValue('Здравствуйте, Aziz Karimov! Заказ Hosting Start · aziz.uz, домен aziz.uz.');
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() =>
      expect(calls.find((call) => call.url.endsWith('/tickets/41/messages'))?.body).toEqual({
        body: 'Здравствуйте, Aziz Karimov! Заказ Hosting Start · aziz.uz, домен aziz.uz.',
        internal: false,
      }),
    );
    await waitFor(() => expect(screen.getByLabelText('Text')).toHaveValue(''));
    const thread = screen.getByRole('region', { name: 'Conversation' });
    const sent = within(thread)
      .getByText(/^Здравствуйте, Aziz Karimov!/)
      .closest('li') as HTMLElement;
    expect(sent).not.toHaveAttribute('data-internal');
  });

  it('writes an internal note only from its own tab, under its own button', async () => {
    const calls = serve('support');
    renderConsole('/tickets/41');
    await userEvent.click(await screen.findByRole('tab', { name: 'Internal note' }));
    const panel = screen.getByRole('tabpanel', { name: 'Internal note' });
    // No "Send" and no box to tick: the button says what happens, and canned replies are for customers only.
    expect(within(panel).queryByRole('button', { name: 'Send reply' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(panel).queryByLabelText('Canned reply')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send reply' })).not.toBeInTheDocument();
    await userEvent.type(within(panel).getByLabelText('Note (staff only)'), 'Faqat xodimlar uchun');
    await userEvent.click(within(panel).getByRole('button', { name: 'Add internal note' }));
    const note = (await screen.findByText('Faqat xodimlar uchun')).closest('li') as HTMLElement;
    expect(note).toHaveAttribute('data-internal', 'true');
    expect(calls.filter((call) => call.url.endsWith('/messages')).at(-1)?.body).toEqual({
      body: 'Faqat xodimlar uchun',
      internal: true,
    });
    expect(calls.filter((call) => call.url.endsWith('/messages'))).toHaveLength(1);
  });

  it('keeps what was typed in each tab when switching, and sends only the chosen one', async () => {
    const calls = serve('support');
    renderConsole('/tickets/41');
    const replyTab = await screen.findByRole('tab', { name: 'Reply to customer' });
    await userEvent.type(screen.getByLabelText('Text'), 'Sozlamalarni tekshirdik');
    await userEvent.click(screen.getByRole('tab', { name: 'Internal note' }));
    const note = screen.getByLabelText('Note (staff only)');
    expect(note).toHaveValue('');
    await userEvent.type(note, 'Mijoz ikki marta yozdi');
    // Arrow keys move between the tabs, as in any tab list.
    screen.getByRole('tab', { name: 'Internal note' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(replyTab).toHaveAttribute('aria-selected', 'true');
    expect(replyTab).toHaveFocus();
    expect(screen.getByLabelText('Text')).toHaveValue('Sozlamalarni tekshirdik');
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() =>
      expect(calls.find((call) => call.url.endsWith('/messages'))?.body).toEqual({
        body: 'Sozlamalarni tekshirdik',
        internal: false,
      }),
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Internal note' }));
    expect(screen.getByLabelText('Note (staff only)')).toHaveValue('Mijoz ikki marta yozdi');
  });

  it('answers with files, sent as multipart beside the text', async () => {
    const calls = serve('support');
    renderConsole('/tickets/41');
    await userEvent.type(await screen.findByLabelText('Text'), 'Mana sozlamalar');
    const picker = screen.getByLabelText('Files');
    const guide = new File(['%PDF-1.4'], 'guide.pdf', { type: 'application/pdf' });
    const shot = new File(['png'], 'shot.png', { type: 'image/png' });
    await userEvent.upload(picker, [guide, shot]);
    expect(screen.getByText('guide.pdf')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove shot.png' }));
    expect(screen.queryByText('shot.png')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    const thread = screen.getByRole('region', { name: 'Conversation' });
    expect(await within(thread).findByRole('button', { name: /guide\.pdf/ })).toBeInTheDocument();
    const sent = calls.find((call) => call.url.endsWith('/tickets/41/messages'))?.body as FormData;
    expect(sent).toBeInstanceOf(FormData);
    expect(sent.get('body')).toBe('Mana sozlamalar');
    expect(sent.get('internal')).toBe('false');
    expect((sent.getAll('attachments') as File[]).map((file) => file.name)).toEqual(['guide.pdf']);
    // The form is empty again, files too.
    await waitFor(() => expect(screen.getByLabelText('Text')).toHaveValue(''));
    const replyPanel = screen.getByRole('tabpanel', { name: 'Reply to customer' });
    expect(within(replyPanel).getByText('No files chosen')).toBeInTheDocument();
  });

  it('refuses a sixth file before any upload', async () => {
    serve('support');
    renderConsole('/tickets/41');
    const picker = await screen.findByLabelText('Files');
    const six = Array.from(
      { length: 6 },
      (_, index) => new File(['x'], `${index}.txt`, { type: 'text/plain' }),
    );
    await userEvent.upload(picker, six);
    expect(screen.getByRole('alert')).toHaveTextContent('At most 5 files.');
    expect(screen.queryByText('0.txt')).not.toBeInTheDocument();
  });

  it('refuses an empty answer on the field, without asking the API', async () => {
    const calls = serve('support');
    renderConsole('/tickets/41');
    await userEvent.click(await screen.findByRole('button', { name: 'Send reply' }));
    expect(screen.getByLabelText('Text')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('assigns to me, changes the status and merges into another ticket by number', async () => {
    const calls = serve('support');
    const router = renderConsole('/tickets/41');
    await userEvent.click(await screen.findByRole('button', { name: 'Assign to me' }));
    expect(await screen.findByRole('button', { name: 'Unassign' })).toBeInTheDocument();
    expect(calls.find((call) => call.url.endsWith('/assign'))?.body).toEqual({ staff_id: 2 });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'awaiting_customer');
    await userEvent.click(screen.getByRole('button', { name: 'Change status' }));
    await waitFor(() =>
      expect(calls.find((call) => call.url.endsWith('/status'))?.body).toEqual({
        status: 'awaiting_customer',
      }),
    );
    expect(await screen.findByText(/Awaiting the customer ·/)).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Merge into ticket (number)'), '40');
    await userEvent.click(screen.getByRole('button', { name: 'Merge' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tickets/40'));
    expect(calls.find((call) => call.url.endsWith('/merge'))?.body).toEqual({ into: 40 });
  });

  it('lets support give the ticket to a member who may answer its department', async () => {
    const calls = serve('support');
    renderConsole('/tickets/41');
    const member = await screen.findByRole('combobox', { name: 'Member' });
    expect(calls.find((call) => call.url.includes('/tickets/assignees'))?.url).toContain(
      'department=technical',
    );
    expect(within(member).queryByRole('option', { name: 'Dilnoza' })).not.toBeInTheDocument();
    await userEvent.selectOptions(member, '5');
    await userEvent.click(screen.getByRole('button', { name: 'Assign' }));
    await waitFor(() =>
      expect(calls.find((call) => call.url.endsWith('/assign'))?.body).toEqual({ staff_id: 5 }),
    );
    expect(await screen.findByText('Bobur', { selector: 'strong' })).toBeInTheDocument();
    expect(calls.some((call) => call.url.endsWith('/admin/staff'))).toBe(false);
  });

  it('offers the billing members for a billing ticket', async () => {
    serve('owner', ticket({ department: 'billing' }));
    renderConsole('/tickets/41');
    const member = await screen.findByRole('combobox', { name: 'Member' });
    expect(await within(member).findByRole('option', { name: 'Dilnoza' })).toBeInTheDocument();
  });

  it('shows readonly staff the ticket without any button that changes it', async () => {
    serve('readonly');
    renderConsole('/tickets/41');
    await screen.findByRole('region', { name: 'Conversation' });
    expect(screen.queryByRole('button', { name: 'Send reply' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Assign to me' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change status' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Merge' })).not.toBeInTheDocument();
  });

  it('lets billing answer only the billing department', async () => {
    serve('billing');
    renderConsole('/tickets/41');
    await screen.findByRole('region', { name: 'Conversation' });
    expect(screen.queryByRole('button', { name: 'Send reply' })).not.toBeInTheDocument();
    serve('billing', ticket({ department: 'billing' }));
    renderConsole('/tickets/41');
    expect(await screen.findByRole('button', { name: 'Send reply' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Assign to me' })).not.toBeInTheDocument();
  });
});
