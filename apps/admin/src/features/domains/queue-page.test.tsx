import type { QueueItem, StaffRole } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Call, renderConsole } from '@/test/render';
import { serveStaff } from '@/test/staff';

const item: QueueItem = {
  operation_id: 41,
  action: 'register',
  years: 1,
  amount: 60000,
  nameservers: ['ns1.portal.uz', 'ns2.portal.uz'],
  auth_code: null,
  created_at: '2026-11-24T06:30:00.000Z',
  domain: {
    id: 9,
    name: 'yangi-dokon.uz',
    display_name: 'yangi-dokon.uz',
    zone: 'uz',
    status: 'pending',
    expires_at: null,
  },
  customer: { id: 7, name: 'Aziz Karimov', email: 'aziz@example.uz', phone_number: '+998901234567' },
  record: {
    id: 3,
    name: 'Karimov Aziz',
    birthday: '1990-03-21',
    passport: 'AA1234567',
    passport_issued_by: 'Yunusobod IIB',
    passport_issued_at: '2015-05-10',
    country: 'UZ',
    address: 'Amir Temur 1',
    phone_number: '+998901234567',
    email: 'aziz@example.uz',
    verification: 'approved',
    rejection_reason: null,
    files: ['passport_main_page'],
  },
};

function serveAs(role: StaffRole, answer: (call: Call) => { status?: number; body: unknown } | null) {
  return serveStaff(role, (call) => {
    const custom = answer(call);
    if (custom) return custom;
    return { body: { status: true, data: [item] } };
  });
}

describe('the .uz fulfilment queue', () => {
  it('shows the order with its registrant; support marks it done once, with the registry’s expiry', async () => {
    let done = false;
    const calls = serveAs('support', (call) => {
      if (call.method === 'POST') {
        done = true;
        return { body: { status: true, data: null } };
      }
      if (call.url.endsWith('/domains/queue') && done) return { body: { status: true, data: [] } };
      return null;
    });
    renderConsole('/domains');
    const card = (await screen.findByRole('heading', { name: 'yangi-dokon.uz' })).closest(
      'li',
    ) as HTMLElement;
    expect(within(card).getByText('AA1234567')).toBeInTheDocument();
    expect(within(card).getByText('Approved')).toBeInTheDocument();
    expect(within(card).getByText('ns1.portal.uz, ns2.portal.uz')).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Mark done' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Confirm: done' }));
    expect(await within(card).findByText('Please fill in this field.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await userEvent.type(within(card).getByLabelText(/Expiry date at the registry/), '2027-11-24');
    await userEvent.type(within(card).getByLabelText(/Partner registrar reference/), 'UZ-4711');
    await userEvent.click(within(card).getByRole('button', { name: 'Confirm: done' }));
    expect(await screen.findByRole('status')).toHaveTextContent('yangi-dokon.uz is done');
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.url).toBe('/api/admin/domains/operations/41/complete');
    expect(posts[0]?.body).toEqual({
      expires_at: '2027-11-24T23:59:59.999+05:00',
      registrar_reference: 'UZ-4711',
    });
    expect(await screen.findByText('Nothing is waiting: every .uz order is done.')).toBeInTheDocument();
    // Typing two fields on a loaded machine takes seconds: a longer limit changes no outcome.
  }, 20_000);

  it('says so when another operator was faster (409), and rejects only with a reason', async () => {
    const calls = serveAs('owner', (call) =>
      call.method === 'POST'
        ? { status: 409, body: { status: false, code: 'CONFLICT', message: 'This action conflicts.' } }
        : null,
    );
    renderConsole('/domains');
    const card = (await screen.findByRole('heading', { name: 'yangi-dokon.uz' })).closest(
      'li',
    ) as HTMLElement;
    await userEvent.click(within(card).getByRole('button', { name: 'Reject and refund' }));
    expect(within(card).getByText(/60,000 som go back/)).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Reject and refund' }));
    expect(await within(card).findByText(/too short/i)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await userEvent.type(within(card).getByLabelText('Reason'), 'The name is reserved for a trademark');
    await userEvent.click(within(card).getByRole('button', { name: 'Reject and refund' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Another operator has already');
    const [post] = calls.filter((call) => call.method === 'POST');
    expect(post?.url).toBe('/api/admin/domains/operations/41/reject');
    expect(post?.body).toEqual({ reason: 'The name is reserved for a trademark' });
  }, 20_000);

  it('shows billing the queue without the buttons that change it', async () => {
    serveAs('billing', () => null);
    renderConsole('/domains');
    expect(await screen.findByRole('heading', { name: 'yangi-dokon.uz' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark done' })).not.toBeInTheDocument());
  });

  describe('against the promise of 1–2 working days', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('shows each request’s age and due time, and marks the ones past it', async () => {
      // Saturday 28 November 2026, 12:00 in Tashkent.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-28T07:00:00.000Z'));
      const fresh = { ...item, operation_id: 42, created_at: '2026-11-28T04:00:00.000Z' };
      const old = { ...item, operation_id: 43, created_at: '2026-11-25T06:00:00.000Z' };
      serveAs('support', (call) =>
        call.url.includes('/domains/queue') ? { body: { status: true, data: [old, fresh] } } : null,
      );
      renderConsole('/domains');
      const cards = await screen.findAllByRole('listitem');
      const [oldCard, freshCard] = cards.filter((card) => card.querySelector('h2'));
      expect(oldCard).toHaveAttribute('data-overdue', 'true');
      expect(within(oldCard as HTMLElement).getByText('Overdue: waiting 3 d')).toBeInTheDocument();
      // Wednesday 11:00 + 2 working days = Friday 11:00, a day ago.
      expect(oldCard).toHaveTextContent('Due (2 working days)27.11.2026 11:00');
      expect(freshCard).toHaveAttribute('data-overdue', 'false');
      expect(within(freshCard as HTMLElement).getByText('waiting 3 h')).toBeInTheDocument();
      // Made on Saturday: nobody works on it before Monday, so it is due Wednesday at 00:00.
      expect(freshCard).toHaveTextContent('Due (2 working days)02.12.2026 00:00');
    });
  });
});
