import type { StaffRole } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '@/test/render';
import { serveStaff } from '@/test/staff';
import { customerFixture } from './test-data';

const customer = customerFixture({
  birthday: '1990-03-21',
  sex: 'male',
  domains: [
    {
      id: 5,
      name: 'demo-dokon.uz',
      status: 'pending',
      expires_at: null,
      auto_renew: true,
      open_operation: { id: 9, action: 'register', status: 'manual' },
    },
  ],
  records: [
    {
      id: 3,
      name: 'Aziz Karimov',
      files: ['passport_main_page'],
      verification: 'pending',
      rejection_reason: null,
    },
    {
      id: 4,
      name: 'Dilnoza Karimova',
      files: [],
      verification: 'rejected',
      rejection_reason: 'The scan is blurred',
    },
  ],
});

function serveAs(role: StaffRole) {
  return serveStaff(role, (call) => {
    if (call.method === 'PUT') return { body: { status: true, data: null } };
    return { body: { status: true, data: customer } };
  });
}

describe('registrant records on the customer page', () => {
  it('shows each record’s state; support approves one and rejects another with a reason', async () => {
    const calls = serveAs('support');
    renderConsole('/customers/7');
    expect(await screen.findByText('Not checked')).toBeInTheDocument();
    expect(screen.getByText('Rejected: The scan is blurred')).toBeInTheDocument();

    const [approveFirst] = screen.getAllByRole('button', { name: 'Approve' });
    await userEvent.click(approveFirst as HTMLElement);
    expect(await screen.findByText('The record is approved.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await userEvent.type(screen.getByLabelText('Why (the customer reads it)'), 'Name differs from the scan');
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(
      await screen.findByText('The record is rejected; the customer sees the reason.'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => [call.url, call.body])).toEqual([
      ['/api/admin/customers/7/records/3/approve', undefined],
      ['/api/admin/customers/7/records/3/reject', { reason: 'Name differs from the scan' }],
    ]);
  }, 20_000);

  it('shows billing the states without the buttons, and the customer’s domains with the change under way', async () => {
    serveAs('billing');
    renderConsole('/customers/7');
    expect(await screen.findByText('Not checked')).toBeInTheDocument();
    const domains = screen.getByRole('table', { name: 'Domains' });
    expect(within(domains).getByRole('row', { name: /demo-dokon\.uz/ })).toHaveTextContent(
      /Being registered.*Registration/,
    );
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });
});
