import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { serveApi } from '@/test/render';
import { OrderCronJobs, OrderFtpUsers, OrderUsage } from './order-tools';

// The order page's read-only usage, FTP accounts and cron jobs, as the customer sees them.

const show = (node: ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {node}
    </QueryClientProvider>,
  );
const access = { writable: true, reason: null, message: null };

describe('an order’s FTP, cron and usage in the console', () => {
  it('shows each figure against its limit, marking those near or at it', async () => {
    const calls = serveApi(() => ({
      body: {
        status: true,
        data: {
          disk: { used: 1000, limit: 1024 },
          resources: [
            { kind: 'sites', used: 1, limit: 3 },
            { kind: 'mailboxes', used: 0, limit: null },
            { kind: 'databases', used: 0, limit: 1 },
            { kind: 'ftp_users', used: 2, limit: 2 },
            { kind: 'cron_jobs', used: 0, limit: 4 },
          ],
          read_at: '2026-12-07T06:00:00.000Z',
        },
      },
    }));
    show(<OrderUsage orderId={7} live />);
    const rows = within(await screen.findByRole('table', { name: 'Use of the tariff' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('1000 of 1024 · above 95 % or at the limit');
    expect(rows[2]).toHaveTextContent('1 of 3');
    expect(rows[3]).toHaveTextContent('0, no limit');
    expect(rows[5]).toHaveTextContent('2 of 2 · above 95 % or at the limit');
    expect(calls.map((call) => call.url)).toEqual(['/api/admin/orders/7/usage']);
  });

  it('lists the FTP users with their folders, the main one marked', async () => {
    serveApi(() => ({
      body: {
        status: true,
        data: {
          users: [
            { name: 'u7', home: '', home_path: '/var/www/u7/data', active: true, main: true },
            {
              name: 'shop',
              home: 'www/shop.uz',
              home_path: '/var/www/u7/data/www/shop.uz',
              active: true,
              main: false,
            },
          ],
          connection: { host: 'srv.example.uz', port: 21, security: 'explicit_tls' },
          home_root: '/var/www/u7/data',
          access,
        },
      },
    }));
    show(<OrderFtpUsers orderId={7} live />);
    const rows = within(await screen.findByRole('table', { name: 'FTP users' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('u7 (main)');
    expect(rows[2]).toHaveTextContent('/var/www/u7/data/www/shop.uz');
  });

  it('lists the cron jobs with their schedules in words and fields', async () => {
    serveApi(() => ({
      body: {
        status: true,
        data: {
          jobs: [
            {
              id: '3',
              command: 'php cron.php',
              expression: '0 3 * * *',
              schedule: { kind: 'daily', time: '03:00' },
              schedule_text: 'every day at 03:00',
              active: true,
            },
          ],
          access,
        },
      },
    }));
    show(<OrderCronJobs orderId={7} live />);
    const rows = within(await screen.findByRole('table', { name: 'Cron jobs' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('php cron.php');
    expect(rows[1]).toHaveTextContent('every day at 03:00 (0 3 * * *)');
  });

  it('asks nothing of an order without a panel account', () => {
    const calls = serveApi(() => ({ body: {} }));
    show(<OrderUsage orderId={7} live={false} />);
    expect(screen.getByText('The order has no panel account now.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
