import { teamPaths } from '@portal/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { getOpenAccountId, setOpenAccountId } from '@/lib/open-account';
import { renderRoutes } from '@/test/render';
import { AccountSwitcher } from './account-switcher';

const accounts = [
  { account_id: 5, owner_name: 'Dilnoza Rahimova', own: true, role: 'owner', permissions: ['billing.read'] },
  { account_id: 9, owner_name: 'Aziz Karimov', own: false, role: 'technical', permissions: ['hosting.read'] },
];

/** A fake API: the accounts list, and every other call recorded with the account it named. */
function fakeApi(list: unknown[]) {
  const calls: { url: string; account: string | undefined }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, account: (init.headers as Record<string, string>)['X-Account-Id'] });
      const body = url === teamPaths.accounts ? { status: true, data: list } : { status: true, data: null };
      return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return calls;
}

beforeEach(() => {
  localStorage.setItem('token', 't');
  setOpenAccountId(null);
});
afterEach(() => {
  vi.unstubAllGlobals();
  setOpenAccountId(null);
});

const routes = [
  { path: '/', element: <AccountSwitcher /> },
  { path: '/profile', element: <AccountSwitcher /> },
];

describe('AccountSwitcher', () => {
  it('shows whose account is open and opens the other one, whose id every later call then names', async () => {
    const calls = fakeApi(accounts);
    const { router } = renderRoutes(routes);
    const select = (await screen.findByLabelText('Account')) as HTMLSelectElement;
    expect(select.value).toBe('5');
    expect(screen.getByRole('option', { name: 'Dilnoza Rahimova (mine)' })).toBeInTheDocument();

    fireEvent.change(select, { target: { value: '9' } });
    expect(getOpenAccountId()).toBe(9);
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    await waitFor(() => expect(calls.at(-1)?.account).toBe('9'));
    expect((screen.getByLabelText('Account') as HTMLSelectElement).value).toBe('9');

    fireEvent.change(screen.getByLabelText('Account'), { target: { value: '5' } });
    expect(getOpenAccountId()).toBeNull();
  });

  it('is not there for a person with only their own account', async () => {
    const calls = fakeApi(accounts.slice(0, 1));
    renderRoutes(routes);
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(screen.queryByLabelText('Account')).toBeNull();
  });
});
