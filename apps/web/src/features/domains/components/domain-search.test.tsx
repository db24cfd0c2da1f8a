import { domainPaths } from '@portal/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { invalid, ok, stubRoutes } from '@/test/test-network';
import { DomainSearch } from './domain-search';
import { checkResult } from './test-data';

afterEach(() => vi.unstubAllGlobals());

const checkOf = (name: string) => `GET ${domainPaths.check}?${new URLSearchParams({ name })}`;

describe('DomainSearch', () => {
  it('checks the typed name and shows each zone: price and buy when free, a clear word when not', async () => {
    const calls = stubRoutes({
      [checkOf('mysite')]: [
        ok([
          checkResult({ name: 'mysite.uz', available: false, reason: 'taken' }),
          checkResult({ name: 'mysite.com' }),
          checkResult({ name: 'mysite.net', available: false, reason: 'unknown' }),
          checkResult({
            name: 'mysite.org',
            available: false,
            reason: 'not_sold',
            prices: { register: {}, renew: {} },
          }),
        ]),
      ],
    });
    const { router } = renderWithProviders(<DomainSearch />, '/domen');
    fireEvent.input(screen.getByLabelText('Domain name'), { target: { value: ' mysite ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    const results = await screen.findByRole('list', { name: 'Search results' });
    const rows = within(results).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'mysite.uzTaken',
      'mysite.comAvailable: 120,000 som for 1 yrBuy',
      'mysite.netThe registry did not answer; try again later',
      'mysite.orgNot sold here',
    ]);
    // The search is kept in the address, and buying opens the private checkout with the name.
    expect(router.state.location.search).toBe('?q=mysite');
    expect(within(rows[1]!).getByRole('link', { name: 'Buy mysite.com' })).toHaveAttribute(
      'href',
      '/domen/order?name=mysite.com',
    );
    expect(calls).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Transfer a domain you already own' })).toHaveAttribute(
      'href',
      '/domen/transfer',
    );
  });

  it('shows the server’s translated field error for a name it refuses', async () => {
    stubRoutes({
      [checkOf('site.pp.uz')]: [invalid({ name: ['This zone is for particular holders only.'] })],
    });
    renderWithProviders(<DomainSearch />, '/domen?q=site.pp.uz');
    expect(await screen.findByText('This zone is for particular holders only.')).toBeInTheDocument();
    expect(screen.getByLabelText('Domain name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument();
  });
});
