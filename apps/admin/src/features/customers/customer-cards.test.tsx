import type { StaffRole } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderConsole } from '@/test/render';
import { serveStaff } from '@/test/staff';
import { customerFixture } from './test-data';

const customer = customerFixture({ balance: 15000, sex: 'male' });

const cards = {
  cards: [
    {
      id: 1,
      masked_number: '860049******6478',
      expiry: '03/99',
      created_at: '2026-11-21T10:00:00.000Z',
      removed_at: null,
    },
    {
      id: 2,
      masked_number: '860006******6311',
      expiry: '03/99',
      created_at: '2026-11-20T10:00:00.000Z',
      removed_at: '2026-11-22T10:00:00.000Z',
    },
  ],
  autopay: {
    enabled: true,
    card_id: 1,
    max_charge_som: 200000,
    consent_version: '2026-12-1',
    consented_at: '2026-11-21T10:00:00.000Z',
  },
};

function serveAs(role: StaffRole) {
  return serveStaff(role, (call) => {
    if (call.url.endsWith('/documents')) return { body: { status: true, data: [] } };
    if (call.url.endsWith('/cards')) return { body: { status: true, data: cards } };
    if (call.url.endsWith('/autopay/off')) return { body: { status: true, data: null } };
    if (call.url.includes('/autopay-failures')) {
      return {
        body: {
          status: true,
          data: [
            {
              charge_id: 5,
              customer_id: 7,
              masked_number: '860049******6478',
              amount: 120000,
              subject: 'order:12',
              failure_code: -31303,
              reason: 'Insufficient funds',
              final: false,
              created_at: '2026-11-23T10:00:00.000Z',
            },
            {
              charge_id: 4,
              customer_id: 8,
              masked_number: '333333******4657',
              amount: 5000,
              subject: 'domain:13',
              failure_code: -31301,
              reason: 'Card expired',
              final: true,
              created_at: '2026-11-22T10:00:00.000Z',
            },
          ],
        },
      };
    }
    return { body: { status: true, data: customer } };
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('a customer’s saved cards', () => {
  it('shows the masked cards, the removed one, and auto-pay; never a token', async () => {
    serveAs('readonly');
    renderConsole('/customers/7');
    const section = await screen.findByRole('region', { name: 'Saved cards' });
    expect(await within(section).findByText('860049******6478')).toBeInTheDocument();
    expect(within(section).getByText('auto-pay card')).toBeInTheDocument();
    expect(within(section).getByText(/^removed /)).toBeInTheDocument();
    expect(
      within(section).getByText(/On: the card 860049\*{6}6478 is charged at most 200,000 som/),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Turn auto-pay off' })).toBeNull();
    expect(section.textContent).not.toMatch(/token/i);
  });

  it('lets a manager turn auto-pay off with a reason, after a confirmation', async () => {
    const calls = serveAs('owner');
    renderConsole('/customers/7');
    const section = await screen.findByRole('region', { name: 'Saved cards' });
    const user = userEvent.setup();
    await user.type(await within(section).findByLabelText('Reason'), 'customer asked by phone');
    await user.click(within(section).getByRole('button', { name: 'Turn auto-pay off' }));
    expect(
      within(section).getByRole('group', { name: "Turn this customer's auto-pay off?" }),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.url.endsWith('/autopay/off'))).toBe(false);
    await user.click(within(section).getByRole('button', { name: 'Yes, turn it off' }));
    await waitFor(() => expect(calls.some((call) => call.url.endsWith('/autopay/off'))).toBe(true));
    const sent = calls.find((call) => call.url.endsWith('/autopay/off'));
    expect(sent?.method).toBe('POST');
    expect(sent?.body).toEqual({ reason: 'customer asked by phone' });
    expect(
      await within(section).findByText('Auto-pay is off; the customer has been told.'),
    ).toBeInTheDocument();
  });
});

describe('the auto-pay failures page', () => {
  it('lists refused charges with Payme’s code and reason, and marks a dead card', async () => {
    serveAs('billing');
    renderConsole('/autopay-failures');
    expect(await screen.findByRole('heading', { name: 'Auto-pay failures' })).toBeInTheDocument();
    expect(await screen.findByText('-31303 Insufficient funds')).toBeInTheDocument();
    expect(screen.getByText('-31301 Card expired')).toBeInTheDocument();
    expect(screen.getAllByText('card will not pay again')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'order #12' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/orders\/12$/),
    );
    // A domain's renewal is named, not linked.
    expect(screen.getByText(/· domain #13 ·/)).toBeInTheDocument();
  });
});
