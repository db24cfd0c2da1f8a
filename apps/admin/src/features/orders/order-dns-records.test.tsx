import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serveApi } from '@/test/render';
import { OrderDnsRecords } from './order-dns-records';

// The order page's read-only DNS records, one zone of the order's sites at a time.

const show = (live = true) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <OrderDnsRecords orderId={7} live={live} />
    </QueryClientProvider>,
  );

const site = (name: string) => ({
  name,
  display_name: name,
  aliases: [],
  document_root: `/var/www/u7/data/www/${name}`,
  php_version: '7.4',
  https: false,
  https_redirect: false,
  active: true,
  ssl: { state: 'none', expires_at: null, error: null },
});

const record = (id: string, type: string, name: string, value: string, priority: number | null = null) => ({
  id,
  type,
  name,
  value,
  ttl: 3600,
  priority,
  weight: null,
  port: null,
});

const access = { writable: true, reason: null, message: null };

const answer = (url: string) => {
  if (url.endsWith('/sites')) {
    return {
      status: true,
      data: {
        sites: [site('dokon.uz'), site('blog.uz')],
        php_versions: ['7.4'],
        access,
        server_ip: '10.0.0.1',
      },
    };
  }
  const zone = decodeURIComponent(url.split('/dns/')[1]?.split('/')[0] ?? '');
  const records =
    zone === 'dokon.uz'
      ? [record('r1', 'A', '@', '10.0.0.1'), record('r2', 'MX', '@', 'mail.dokon.uz', 10)]
      : [record('r3', 'TXT', '@', 'v=spf1 -all')];
  return { status: true, data: { zone, records, access } };
};

describe('an order’s DNS records in the console', () => {
  it('lists the first site’s zone, then the zone staff pick, reading the staff paths', async () => {
    const calls = serveApi((call) => ({ body: answer(call.url) }));
    show();
    const table = await screen.findByRole('table', { name: 'Records of dokon.uz' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('A');
    expect(rows[1]).toHaveTextContent('10.0.0.1');
    expect(rows[2]).toHaveTextContent('mail.dokon.uz');
    expect(rows[2]).toHaveTextContent('10');
    // Read-only: nothing to add, change or delete.
    expect(screen.queryByRole('button')).toBeNull();

    fireEvent.change(screen.getByLabelText('Zone'), { target: { value: 'blog.uz' } });
    const other = await screen.findByRole('table', { name: 'Records of blog.uz' });
    expect(within(other).getAllByRole('row')[1]).toHaveTextContent('v=spf1 -all');
    expect(calls.map((call) => call.url)).toEqual([
      '/api/admin/orders/7/sites',
      '/api/admin/orders/7/dns/dokon.uz/records',
      '/api/admin/orders/7/dns/blog.uz/records',
    ]);
  });

  it('asks nothing of an order without a panel account', () => {
    const calls = serveApi(() => ({ body: {} }));
    show(false);
    expect(screen.getByText('The order has no panel account now, so no sites.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
