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
});
