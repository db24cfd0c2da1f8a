import type { AdminAlert, StaffRole } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Call, renderConsole } from '@/test/render';
import { serveStaff } from '@/test/staff';

const alert: AdminAlert = {
  id: 5,
  kind: 'registrar_balance_low',
  summary: 'The registrar account holds 42.50 USD, below the threshold of 100 USD.',
  raised_at: '2026-11-28T06:30:00.000Z',
};

function serveAs(role: StaffRole, answer: (call: Call) => { status?: number; body: unknown } | null) {
  return serveStaff(role, (call) => {
    const custom = answer(call);
    if (custom) return custom;
    return { body: { status: true, data: [] } };
  });
}

describe('the system page', () => {
  it('opens on the open alerts; an owner resolves one and the list is read again', async () => {
    let resolved = false;
    const calls = serveAs('owner', (call) => {
      if (call.method === 'POST') {
        resolved = true;
        return { body: { status: true, data: null } };
      }
      if (call.url.endsWith('/system/alerts'))
        return { body: { status: true, data: resolved ? [] : [alert] } };
      return null;
    });
    renderConsole('/system');
    const table = await screen.findByRole('table', { name: 'Open alerts' });
    expect(within(table).getByText('Registrar balance is low')).toBeInTheDocument();
    expect(within(table).getByText(alert.summary)).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Resolved' }));
    expect(await screen.findByText('No open alerts: nothing needs you right now.')).toBeInTheDocument();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.url)).toEqual(['/api/admin/system/alerts/5/resolve']);
  }, 20_000);

  it('shows a read-only member the alerts without the button', async () => {
    serveAs('readonly', (call) =>
      call.url.endsWith('/system/alerts') ? { body: { status: true, data: [alert] } } : null,
    );
    renderConsole('/system');
    const table = await screen.findByRole('table', { name: 'Open alerts' });
    expect(within(table).getByText('Registrar balance is low')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Resolved' })).toBeNull();
  });

  it('names each delivery’s channel and status in words', async () => {
    const at = '2026-11-28T06:30:00.000Z';
    const deliveries = [
      { channel: 'email', to: 'a@x.uz', subject: 'Welcome', status: 'sent', error: null, at },
      { channel: 'telegram', to: '#12', subject: 'order_active', status: 'not_linked', error: null, at },
      { channel: 'sms', to: '+998901234567', subject: 'Code', status: 'stored', error: null, at },
    ];
    serveAs('owner', (call) =>
      call.url.endsWith('/system/deliveries') ? { body: { status: true, data: deliveries } } : null,
    );
    renderConsole('/system');
    await userEvent.click(await screen.findByRole('button', { name: 'Delivery log' }));
    const table = await screen.findByRole('table', { name: 'Delivery log' });
    const rows = within(table).getAllByRole('row').slice(1);
    // Each cell starts with its column's name for the narrow layout; the value follows it.
    const words = rows.map((row) => {
      const cells = within(row).getAllByRole('cell');
      return [cells[1]?.textContent, cells[4]?.textContent];
    });
    expect(words).toEqual([
      ['ChannelE-mail', 'StatusSent'],
      ['ChannelTelegram', 'StatusTelegram not linked'],
      ['ChannelSMS', 'StatusKept (no transport)'],
    ]);
  });
});
