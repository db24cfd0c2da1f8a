import type { DriftReport, RegistrarStatus, StaffRole } from '@portal/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '@/test/render';
import { serveStaff } from '@/test/staff';

const status: RegistrarStatus = {
  configured: true,
  balance: 42.5,
  low: true,
  threshold: 100,
  unreachable: false,
  open_manual: 3,
  unknown_outcome: 1,
};

const drift: DriftReport = {
  pending: null,
  recent: [
    {
      domain_id: null,
      name: 'dokon.com',
      before: { domain: 'dokon.com', status: 'active', expires_at: '2027-01-01T00:00:00.000Z' },
      after: {
        domain: 'dokon.com',
        kind: 'expiry',
        status: 'active',
        expires_at: '2028-01-01T00:00:00.000Z',
      },
      at: '2026-11-25T01:00:00.000Z',
    },
  ],
};

function serveAs(role: StaffRole) {
  return serveStaff(role, (call) => {
    if (call.url.endsWith('/domains/registrar')) return { body: { status: true, data: status } };
    if (call.url.endsWith('/domains/sync')) {
      return { body: { status: true, data: { compared: 4, corrected: 1, missing: 0, resolved: 1 } } };
    }
    if (call.url.includes('dry_run=1')) {
      const pending = [{ ...drift.recent[0], at: null, name: 'bozor.net' }];
      return { body: { status: true, data: { ...drift, pending } } };
    }
    return { body: { status: true, data: drift } };
  });
}

describe('the registrar page', () => {
  it('warns of a low reseller balance and lists the drift the sync corrected', async () => {
    serveAs('readonly');
    renderConsole('/domains/registrar');
    expect(await screen.findByText('42.5 USD')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Low balance: below 100 USD');
    expect(await screen.findByText('dokon.com')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Run the sync now' })).not.toBeInTheDocument();
  });

  it('runs a dry run on request, and lets support run the sync now', async () => {
    const calls = serveAs('support');
    renderConsole('/domains/registrar');
    expect(await screen.findByText('dokon.com')).toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('dry_run=1'))).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Check now without changes' }));
    expect(await screen.findByText('bozor.net')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Run the sync now' }));
    expect(await screen.findByText(/Sync done: 4 compared, 1 corrected/)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      '/api/admin/domains/sync',
    ]);
  }, 20_000);
});
