import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serveApi } from '@/test/render';
import { OrderSites } from './order-sites';

// The order page's read-only list of the order's sites, as the customer sees them.

const show = (live = true) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <OrderSites orderId={7} live={live} />
    </QueryClientProvider>,
  );

const site = (name: string, ssl: object) => ({
  name,
  display_name: name,
  aliases: [],
  document_root: `/var/www/u7/data/www/${name}`,
  php_version: '7.4',
  https: false,
  https_redirect: false,
  active: true,
  ssl,
});

describe('an order’s sites in the console', () => {
  it('lists each site with its PHP and certificate, reading the staff path', async () => {
    const calls = serveApi(() => ({
      body: {
        status: true,
        data: {
          sites: [
            site('dokon.uz', { state: 'issued', expires_at: '2027-03-01T00:00:00.000Z', error: null }),
            site('blog.uz', { state: 'issuing', expires_at: null, error: null }),
          ],
          php_versions: ['7.4'],
          access: { writable: true, reason: null, message: null },
          server_ip: '10.0.0.1',
        },
      },
    }));
    show();
    const table = await screen.findByRole('table', { name: 'Sites' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('dokon.uz');
    expect(rows[1]).toHaveTextContent('7.4');
    expect(rows[1]).toHaveTextContent(/valid until .*2027/);
    expect(rows[2]).toHaveTextContent('being issued');
    expect(calls.map((call) => call.url)).toEqual(['/api/admin/orders/7/sites']);
  });

  it('asks nothing of an order without a panel account', () => {
    const calls = serveApi(() => ({ body: {} }));
    show(false);
    expect(screen.getByText('The order has no panel account now, so no sites.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
