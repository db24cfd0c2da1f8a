import { hostingPaths } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { renderWithProviders, stubApi } from '@/test/render';
import { ServerList } from './server-list';
import { ok, serverFixture, tariffsFixture } from './test-data';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ServerList', () => {
  it('shows every field, unknown for the missing ones, and the tariff and phpinfo links', async () => {
    stubApi({ [hostingPaths.servers]: ok([serverFixture]) });
    renderWithProviders(<ServerList />);
    const card = await screen.findByRole('listitem', { name: 'Tashkent-1 (ID 1)' });
    expect(within(card).getByText('Location').nextSibling).toHaveTextContent('unknown');
    expect(within(card).getByText('RAM').nextSibling).toHaveTextContent('unknown');
    expect(within(card).getByText('Processor').nextSibling).toHaveTextContent('Xeon E5-2680 v4');
    expect(within(card).getByText('Ports').nextSibling).toHaveTextContent(
      'HTTP 80 · HTTPS 443 · ISPMANAGER unknown',
    );
    expect(within(card).getByText('NS2').nextSibling).toHaveTextContent('unknown');
    expect(within(card).getByRole('link', { name: 'View tariffs' })).toHaveAttribute(
      'href',
      '/orders/product/infohosting/1',
    );
    expect(within(card).getByRole('link', { name: 'phpinfo' })).toHaveAttribute(
      'href',
      'http://203.0.113.10/phpinfo.php',
    );
  });

  it('keeps a number and its unit on one line ("8 vCPU" never breaks between them)', async () => {
    stubApi({
      [hostingPaths.servers]: ok([
        { ...serverFixture, characteristics: { CPU: 'Intel Xeon E5-2680 v4, 8 vCPU', RAM: '32 GB' } },
      ]),
    });
    renderWithProviders(<ServerList />);
    const card = await screen.findByRole('listitem', { name: 'Tashkent-1 (ID 1)' });
    const cpu = within(card).getByText('Processor').nextSibling;
    expect(cpu?.textContent).toBe('Intel Xeon E5-2680\u00a0v4, 8\u00a0vCPU');
    expect(within(card).getByText('RAM').nextSibling?.textContent).toBe('32\u00a0GB');
  });

  it('shows the no-servers message when the list is empty or the call fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi({
      [hostingPaths.servers]: { status: 500, body: { status: false, code: 'INTERNAL', message: 'x' } },
    });
    renderWithProviders(<ServerList />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Servers are temporarily unavailable.');
  });

  it("lists each server's tariffs with prices for a visitor, whose order button goes to /login and back", async () => {
    const second = { ...serverFixture, id: 2, name: 'Samarkand-1' };
    stubApi({
      [hostingPaths.servers]: ok([serverFixture, second]),
      [`${hostingPaths.tariffs}?per_page=100&page=1`]: ok(tariffsFixture, { total: 2 }),
    });
    renderWithProviders(<ServerList />);
    const tariffs = await screen.findByRole('list', { name: 'Tashkent-1 tariffs' });
    const start = within(tariffs).getByRole('listitem', { name: 'Start' });
    expect(within(start).getByRole('heading', { level: 3, name: 'Start' })).toBeInTheDocument();
    expect(within(start).getByRole('list', { name: 'Prices' })).toHaveTextContent('25,000 som per month');
    expect(within(start).getByRole('link', { name: 'Order: Start' })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent('/pay/confirmation?tariff_id=11&server_id=1')}`,
    );
    // A server without tariffs says so instead of an empty list.
    const samarkand = screen.getByRole('listitem', { name: 'Samarkand-1 (ID 2)' });
    expect(within(samarkand).getByText('This server has no tariffs yet.')).toBeInTheDocument();
  });

  it("sends a logged-in customer's order button straight to the confirmation screen", async () => {
    localStorage.setItem('token', 't');
    stubApi({
      [hostingPaths.servers]: ok([serverFixture]),
      [`${hostingPaths.tariffs}?per_page=100&page=1`]: ok(tariffsFixture, { total: 2 }),
    });
    renderWithProviders(<ServerList />);
    expect(await screen.findByRole('link', { name: 'Order: Pro' })).toHaveAttribute(
      'href',
      '/pay/confirmation?tariff_id=12&server_id=1',
    );
  });
});
