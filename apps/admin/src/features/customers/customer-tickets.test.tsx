import type { StaffRole } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderConsole } from '@/test/render';
import { serveStaff } from '@/test/staff';
import { customerFixture, customerPageAnswer } from './test-data';

// The customer page's tickets, and the search box's results saying what matched.

const customer = customerFixture();

const ticket = (id: number, subject: string, status: string, last: string) => ({
  id,
  subject,
  department: 'technical',
  status,
  service: null,
  created_at: '2026-11-01T10:00:00.000Z',
  last_message_at: last,
  first_answer_due_at: null,
  customer_id: 7,
  customer_name: 'Aziz Karimov',
  customer_email: 'aziz@example.uz',
  guest: false,
  sender_unverified: false,
  assignee_id: null,
  assignee_name: null,
  age_seconds: 3600,
  due_in_seconds: null,
  first_answered_at: '2026-11-01T11:00:00.000Z',
});

function serveAs(role: StaffRole, tickets: unknown[]) {
  return serveStaff(role, (call) => {
    if (call.url.includes('/tickets?'))
      return { body: { status: true, data: tickets, total: tickets.length } };
    if (call.url.includes('/customers?q=')) {
      return {
        body: {
          status: true,
          data: [{ ...customer, matched: [{ kind: 'domain', value: 'example.uz' }] }],
        },
      };
    }
    return customerPageAnswer(customer, call);
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the customer's tickets", () => {
  it('lists them latest first with their status in words, each linking to its page, and the whole list', async () => {
    const calls = serveAs('support', [
      ticket(31, 'Mail does not arrive', 'awaiting_customer', '2026-11-25T09:00:00.000Z'),
      ticket(12, 'Invoice question', 'closed', '2026-11-02T09:00:00.000Z'),
    ]);
    renderConsole('/customers/7');
    const table = await screen.findByRole('table', { name: /latest tickets/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Awaiting the customer'),
      expect.stringContaining('Closed'),
    ]);
    expect(within(table).getByRole('link', { name: '#31 Mail does not arrive' })).toHaveAttribute(
      'href',
      '/tickets/31',
    );
    expect(screen.getByRole('link', { name: "All of this customer's tickets" })).toHaveAttribute(
      'href',
      '/tickets?customer=7',
    );
    expect(calls.some((call) => call.url.endsWith('/tickets?customer=7&sort=recent'))).toBe(true);
  });

  it('says when there are none', async () => {
    serveAs('readonly', []);
    renderConsole('/customers/7');
    expect(await screen.findByText('No tickets yet.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: "All of this customer's tickets" })).not.toBeInTheDocument();
  });
});

describe('the search box', () => {
  it('says what each result matched', async () => {
    serveAs('support', []);
    renderConsole('/customers?q=example.uz');
    const table = await screen.findByRole('table', { name: 'Customers found' });
    expect(within(table).getByText('example.uz').closest('li')).toHaveTextContent('domain example.uz');
  });
});
