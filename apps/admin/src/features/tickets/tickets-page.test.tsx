import type { AdminTicketRow, StaffRole } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '@/test/render';
import { serveStaff } from '@/test/staff';

const row = (over: Partial<AdminTicketRow>): AdminTicketRow => ({
  id: 41,
  subject: 'Sayt ochilmayapti',
  department: 'technical',
  status: 'open',
  service: null,
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
  age_seconds: 26 * 3600 + 5 * 60,
  due_in_seconds: -(2 * 3600 + 5 * 60),
  first_answered_at: null,
  ...over,
});

function serve(role: StaffRole = 'support') {
  return serveStaff({ role, email: 's@x.uz' }, (call) => {
    if (call.url.includes('/tickets/stats'))
      return {
        body: {
          status: true,
          data: {
            open: 3,
            overdue: 1,
            due_soon: 1,
            promise_hours: 24,
            first_answer_7_days: { answered: 0, median_seconds: null, p90_seconds: null, in_time: 0 },
            first_answer_30_days: { answered: 0, median_seconds: null, p90_seconds: null, in_time: 0 },
          },
        },
      };
    if (call.url.includes('/tickets'))
      return {
        body: {
          status: true,
          total: 2,
          data: [
            row({}),
            row({
              id: 42,
              subject: 'Hisob-faktura',
              department: 'billing',
              assignee_id: 2,
              assignee_name: 'Sevara',
              age_seconds: 600,
              due_in_seconds: 3 * 3600,
            }),
          ],
        },
      };
    return { body: { status: true, data: [] } };
  });
}

describe('the support queue', () => {
  it('labels a guest ticket whose sender is not verified', async () => {
    serveStaff({ role: 'support', email: 's@x.uz' }, (call) => {
      if (call.url.includes('/tickets/stats'))
        return { status: 404, body: { status: false, code: 'NOT_FOUND' } };
      if (call.url.includes('/tickets'))
        return {
          body: {
            status: true,
            total: 2,
            data: [
              row({ customer_id: null, customer_name: 'Aziz', guest: true, sender_unverified: true }),
              row({ id: 42, subject: 'Boshqa', customer_id: null, customer_name: 'Dilnoza', guest: true }),
            ],
          },
        };
      return { body: { status: true, data: [] } };
    });
    renderConsole('/tickets');
    const forged = (await screen.findByRole('link', { name: 'Sayt ochilmayapti' })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(forged).getByText('sender not verified')).toBeInTheDocument();
    const guest = screen.getByRole('link', { name: 'Boshqa' }).closest('tr') as HTMLElement;
    expect(within(guest).queryByText('sender not verified')).not.toBeInTheDocument();
  });

  it('shows each ticket with its customer, age and time left, the late one in the danger tone', async () => {
    serve();
    renderConsole('/tickets');
    const late = (await screen.findByRole('link', { name: 'Sayt ochilmayapti' })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(late).getByRole('link', { name: '#41' })).toHaveAttribute('href', '/tickets/41');
    expect(within(late).getByRole('link', { name: /Aziz Karimov/ })).toHaveAttribute('href', '/customers/12');
    expect(late).toHaveTextContent('Technical');
    expect(late).toHaveTextContent('Nobody');
    expect(late).toHaveTextContent('1 d 2 h');
    expect(within(late).getByText('Overdue by 2 h 5 min')).toHaveAttribute('data-tone', 'danger');
    const soon = screen.getByRole('link', { name: 'Hisob-faktura' }).closest('tr') as HTMLElement;
    expect(soon).toHaveTextContent('Sevara');
    expect(within(soon).getByText('3 h 0 min left')).toHaveAttribute('data-tone', 'warning');
    // The queue's nav entry carries the overdue count.
    expect(await screen.findByRole('link', { name: 'Tickets 1 overdue' })).toBeInTheDocument();
  });

  it('keeps the filters in the address and asks the API with them, "me" as the member’s id', async () => {
    const calls = serve();
    const router = renderConsole('/tickets');
    await screen.findByRole('link', { name: 'Sayt ochilmayapti' });
    const filters = screen.getByRole('form', { name: 'Filters' });
    await userEvent.selectOptions(within(filters).getByLabelText('Status'), 'open');
    await userEvent.selectOptions(within(filters).getByLabelText('Department'), 'billing');
    await userEvent.selectOptions(within(filters).getByLabelText('Assignee'), 'me');
    await userEvent.type(within(filters).getByLabelText('Customer id'), '12');
    await userEvent.selectOptions(within(filters).getByLabelText('Answer due'), 'overdue');
    await userEvent.click(within(filters).getByRole('button', { name: 'Show' }));
    const search = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(search)).toEqual({
      status: 'open',
      department: 'billing',
      assignee: 'me',
      customer: '12',
      due: 'overdue',
    });
    const asked = await waitFor(() => {
      const found = calls.find((call) => /\/tickets\?.*status=open/.test(call.url));
      expect(found).toBeDefined();
      return found;
    });
    const query = new URL(asked?.url ?? '', 'http://x').searchParams;
    expect(query.get('status')).toBe('open');
    expect(query.get('department')).toBe('billing');
    expect(query.get('assignee')).toBe('2');
    expect(query.get('customer')).toBe('12');
    expect(query.get('due')).toBe('overdue');
  });

  it('reads the filters back from a shared link, and refuses a customer id that is not a number', async () => {
    const calls = serve();
    renderConsole('/tickets?assignee=none&due=due_soon');
    await screen.findByRole('link', { name: 'Sayt ochilmayapti' });
    const filters = screen.getByRole('form', { name: 'Filters' });
    expect(within(filters).getByLabelText('Assignee')).toHaveValue('none');
    expect(within(filters).getByLabelText('Answer due')).toHaveValue('due_soon');
    const first = calls.find((call) => /\/tickets\?/.test(call.url));
    expect(first?.url).toContain('assignee=none');
    expect(first?.url).toContain('due=due_soon');
    await userEvent.type(within(filters).getByLabelText('Customer id'), 'abc');
    await userEvent.click(within(filters).getByRole('button', { name: 'Show' }));
    expect(within(filters).getByLabelText('Customer id')).toHaveAttribute('aria-invalid', 'true');
  });
});
