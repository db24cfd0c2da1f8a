import type { BankStatement, StaffRole } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '@/test/render';
import { serveStaff } from '@/test/staff';

// The statement upload shows what matched before any money moves, and credits on confirmation; a role that
// may only read sees the unmatched queue without the forms.

const line = {
  id: 1,
  line_no: 2,
  paid_on: '2026-11-20',
  amount: 2_000_000,
  payer_name: 'Qoʻqon Savdo',
  payer_stir: '301234567',
  purpose: 'Oplata BT-7K2M9QX4',
  reference: 'BT-7K2M9QX4',
  customer_id: 7,
};
const preview: BankStatement = {
  id: 9,
  file_name: 'nov.csv',
  uploaded_at: '2026-11-27T05:00:00.000Z',
  confirmed_at: null,
  lines: [
    { ...line, status: 'matched' },
    {
      ...line,
      id: 2,
      line_no: 3,
      reference: null,
      customer_id: null,
      purpose: 'no reference',
      status: 'unmatched',
    },
  ],
};
const confirmed: BankStatement = {
  ...preview,
  confirmed_at: '2026-11-27T05:01:00.000Z',
  lines: [
    { ...line, status: 'credited' },
    { ...(preview.lines[1] ?? line), status: 'unmatched' },
  ],
};

function serveAs(role: StaffRole) {
  return serveStaff(role, (call) => {
    if (call.url.endsWith('/bank-statements/9/confirm')) return { body: { status: true, data: confirmed } };
    if (call.url.endsWith('/bank-statements')) return { body: { status: true, data: preview } };
    return { body: { status: true, data: [] } };
  });
}

describe('bank transfers', () => {
  it('previews an uploaded statement and credits its matched lines only on confirmation', async () => {
    const calls = serveAs('billing');
    renderConsole('/bank');
    const upload = await screen.findByRole('region', { name: 'Upload a bank statement' });
    const file = new File(['date;amount;payer_name;payer_stir;payer_account;purpose\n'], 'nov.csv', {
      type: 'text/csv',
    });
    await userEvent.upload(within(upload).getByLabelText('Statement file (CSV)'), file);
    await userEvent.click(within(upload).getByRole('button', { name: 'Show the preview' }));
    const table = await within(upload).findByRole('table');
    expect(table).toHaveTextContent('Matches an invoice');
    expect(table).toHaveTextContent('Unmatched');
    expect(calls.filter((call) => call.url.endsWith('/confirm'))).toHaveLength(0);
    expect(calls.find((call) => call.url.endsWith('/bank-statements'))?.body).toMatchObject({
      file_name: 'nov.csv',
    });

    await userEvent.click(
      within(upload).getByRole('button', { name: 'Confirm and credit the matched lines' }),
    );
    expect(await within(upload).findByText('Confirmed: 1 payment credited.')).toBeInTheDocument();
    expect(within(upload).getByRole('table')).toHaveTextContent('Credited');
    expect(calls.filter((call) => call.url.endsWith('/bank-statements/9/confirm'))).toHaveLength(1);
  }, 30_000);

  it('shows read-only staff the unmatched queue without the forms', async () => {
    serveAs('readonly');
    renderConsole('/bank');
    expect(await screen.findByRole('heading', { level: 2, name: 'Unmatched payments' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Upload a bank statement' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Credit the payment' })).toBeNull();
  });
});
