import type { AdminDomainPrice, StaffRole } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '@/test/render';
import { serveStaff } from '@/test/staff';

const prices: AdminDomainPrice[] = [
  { zone: 'uz', action: 'register', years: 1, price: 60000, updated_at: '2026-11-01T00:00:00.000Z' },
  { zone: 'uz', action: 'renew', years: 1, price: 60000, updated_at: '2026-11-01T00:00:00.000Z' },
];

function serveAs(role: StaffRole) {
  return serveStaff(role, (call) => {
    if (call.method !== 'GET') return { body: { status: true, data: null } };
    return { body: { status: true, data: prices } };
  });
}

describe('the domain price grid', () => {
  it('shows each zone by term and action; the owner changes a price and stops offering another', async () => {
    const calls = serveAs('owner');
    renderConsole('/domains/prices');
    const grid = await screen.findByRole('table');
    expect(
      within(grid).getByRole('button', { name: '.uz, Registration, 1 yr.: 60,000' }),
    ).toBeInTheDocument();
    expect(
      within(grid).getByRole('button', { name: '.uz, Transfer, 1 yr.: not offered' }),
    ).toBeInTheDocument();

    await userEvent.click(within(grid).getByRole('button', { name: '.uz, Registration, 1 yr.: 60,000' }));
    const price = screen.getByLabelText('Price for the whole term, som');
    expect(price).toHaveFocus();
    await userEvent.clear(price);
    await userEvent.type(price, '65000,5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/in som with at most 2 decimals/)).toBeInTheDocument();
    await userEvent.clear(price);
    await userEvent.type(price, '65000.50');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved: .uz, Registration, 1 yr.');

    await userEvent.click(within(grid).getByRole('button', { name: '.uz, Renewal, 1 yr.: 60,000' }));
    await userEvent.click(screen.getByRole('button', { name: 'Stop offering' }));
    expect(await screen.findByRole('status')).toHaveTextContent('No longer offered: .uz, Renewal, 1 yr.');
    const changes = calls.filter((call) => call.method !== 'GET');
    expect(changes.map((call) => [call.method, call.url, call.body])).toEqual([
      ['PUT', '/api/admin/domains/prices/uz/register/1', { price: '65000.50' }],
      ['DELETE', '/api/admin/domains/prices/uz/renew/1', undefined],
    ]);
  }, 30_000);

  it('shows support the prices without a way to change them', async () => {
    serveAs('support');
    renderConsole('/domains/prices');
    const grid = await screen.findByRole('table');
    expect(within(grid).getAllByText('60,000')).toHaveLength(2);
    expect(within(grid).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('Only the owner may change prices.')).toBeInTheDocument();
  });
});
