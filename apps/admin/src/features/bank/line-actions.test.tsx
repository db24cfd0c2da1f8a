import type { StaffRole } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { customerSummaryFixture } from '@/test/customers';
import { type Answer, type Call, renderConsole } from '@/test/render';
import { serveStaff } from '@/test/staff';

// An unmatched line: billing finds the customer with the console's search and credits it after a second "yes"
// (with an Idempotency-Key), or marks it not ours with a reason; a refusal is worded; read-only staff see no button.

const unmatched = {
  id: 41,
  line_no: 3,
  paid_on: '2026-11-23',
  amount: 450_000,
  payer_name: 'Qoʻqon Savdo MChJ',
  payer_stir: '301234567',
  purpose: 'Hosting',
  reference: null,
  customer_id: null,
  status: 'unmatched',
};
const found = {
  ...customerSummaryFixture(),
  matched: [{ kind: 'stir', value: '301234567' }],
};

function serveAs(role: StaffRole, answer: (call: Call) => Answer | null = () => null) {
  return serveStaff(role, (call) => {
    const given = answer(call);
    if (given) return given;
    if (call.url.endsWith('/bank-statements/unmatched')) return { body: { status: true, data: [unmatched] } };
    if (call.url.includes('/customers?q=')) return { body: { status: true, data: [found] } };
    return { body: { status: true, data: [] } };
  });
}

const open = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Handle line 3' }, { timeout: 15_000 }));
  return screen.getByRole('region', { name: /^Line 3/ });
};

describe('an unmatched bank line', () => {
  it('is credited to the customer billing picks, after a confirmation, with a key', async () => {
    const calls = serveAs('billing', (call) =>
      call.url.endsWith('/customers/7/bank-lines/41')
        ? { body: { status: true, data: { line_id: 41, status: 'assigned', customer_id: 7 } } }
        : null,
    );
    renderConsole('/bank');
    const panel = await open();
    await userEvent.type(within(panel).getByLabelText(/Find the customer/), '301234567');
    await userEvent.click(within(panel).getByRole('button', { name: 'Find' }));
    const pick = await within(panel).findByRole('button', { name: 'Credit to #7 Aziz Karimov' });
    expect(within(panel).getByText('STIR 301234567')).toBeInTheDocument();
    await userEvent.click(pick);
    expect(calls.some((call) => call.url.includes('/bank-lines/'))).toBe(false);
    await userEvent.click(within(panel).getByRole('button', { name: 'Yes, credit' }));
    expect(await screen.findByText('Credited to customer #7.')).toBeInTheDocument();
    const sent = calls.filter((call) => call.url.endsWith('/customers/7/bank-lines/41'));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.headers['Idempotency-Key'] ?? sent[0]?.headers['idempotency-key']).toBeTruthy();
  }, 30_000);

  it('is marked not ours with a reason; a line someone else handled is worded, not crashed on', async () => {
    const calls = serveAs('billing', (call) =>
      call.url.endsWith('/bank-statements/lines/41/not-ours')
        ? {
            status: 409,
            body: { status: false, code: 'BANK_LINE_HANDLED', message: 'x', errors: {} },
          }
        : null,
    );
    renderConsole('/bank');
    const panel = await open();
    await userEvent.type(within(panel).getByLabelText('Reason'), 'Returned to the payer');
    await userEvent.click(within(panel).getByRole('button', { name: 'Mark not ours' }));
    expect(await within(panel).findByText(/already handled/)).toBeInTheDocument();
    expect(calls.find((call) => call.url.endsWith('/not-ours'))?.body).toEqual({
      reason: 'Returned to the payer',
    });
  }, 30_000);

  it('offers read-only staff no button', async () => {
    serveAs('readonly');
    renderConsole('/bank');
    expect(await screen.findByText('Qoʻqon Savdo MChJ (301234567)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Handle line 3' })).toBeNull();
  });
});
