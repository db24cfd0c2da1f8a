import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serveApi } from '@/test/render';
import { OrderDatabases, OrderMailboxes } from './order-mail-db';

// The order page's read-only lists of the order's mailboxes and databases, as the customer sees them.

const show = (live = true) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <OrderMailboxes orderId={7} live={live} />
      <OrderDatabases orderId={7} live={live} />
    </QueryClientProvider>,
  );

const access = { writable: true, reason: null, message: null };

describe('an order’s mailboxes and databases in the console', () => {
  it('lists boxes with usage and forwarding, and databases with user, size and host', async () => {
    const calls = serveApi((call) => ({
      body: {
        status: true,
        data: call.url.endsWith('/mailboxes')
          ? {
              mailboxes: [
                {
                  address: 'info@dokon.uz',
                  domain: 'dokon.uz',
                  used_mb: 12,
                  quota_mb: 500,
                  forward: ['boss@example.com'],
                  keep_copy: true,
                  active: true,
                },
              ],
              domains: ['dokon.uz'],
              settings: {
                imap: { host: 'srv1.uz', port: 993, security: 'ssl' },
                smtp: { host: 'srv1.uz', port: 465, security: 'ssl' },
                webmail_url: null,
              },
              access,
            }
          : {
              databases: [
                {
                  name: 'u7_shop',
                  users: ['u7_shop'],
                  size_mb: 3.5,
                  charset: 'utf8mb4',
                  host: 'localhost',
                  port: 3306,
                },
              ],
              prefix: 'u7_',
              charsets: ['utf8mb4'],
              phpmyadmin: false,
              access,
            },
      },
    }));
    show();
    const boxes = await screen.findByRole('table', { name: 'Mailboxes' });
    const boxRow = within(boxes).getAllByRole('row')[1];
    expect(boxRow).toHaveTextContent('info@dokon.uz');
    expect(boxRow).toHaveTextContent('12 of 500 MB');
    expect(boxRow).toHaveTextContent('boss@example.com');
    const databases = await screen.findByRole('table', { name: 'Databases' });
    const dbRow = within(databases).getAllByRole('row')[1];
    expect(dbRow).toHaveTextContent('u7_shop');
    expect(dbRow).toHaveTextContent('3.5 MB');
    expect(dbRow).toHaveTextContent('localhost:3306');
    expect(calls.map((call) => call.url).sort()).toEqual([
      '/api/admin/orders/7/databases',
      '/api/admin/orders/7/mailboxes',
    ]);
    // Read-only: nothing here changes them.
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('asks nothing of an order without a panel account', () => {
    const calls = serveApi(() => ({ body: {} }));
    show(false);
    expect(
      screen.getAllByText('The order has no panel account now, so no mailboxes or databases.'),
    ).toHaveLength(2);
    expect(calls).toEqual([]);
  });
});
