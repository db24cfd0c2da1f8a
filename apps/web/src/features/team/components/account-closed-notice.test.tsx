import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { z } from 'zod';
import { FlashNotice } from '@/components/ui/flash-notice';
import { apiRequest } from '@/lib/api-client';
import { getOpenAccountId, setOpenAccountId } from '@/lib/open-account';
import { renderRoutes } from '@/test/render';
import { AccountClosedNotice } from './account-closed-notice';

// The owner removed the member: the open account answers TEAM_ACCOUNT_CLOSED to whatever the page asks next.
function fakeApi() {
  const calls: (string | undefined)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const account = (init.headers as Record<string, string>)['X-Account-Id'];
      calls.push(account);
      const body = account
        ? { status: false, code: 'TEAM_ACCOUNT_CLOSED', message: '' }
        : { status: true, data: { own: true } };
      return new Response(JSON.stringify(body), {
        status: account ? 404 : 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

/** A page reading something of the open account. */
function Reader() {
  const answer = useQuery({
    queryKey: ['reader'],
    retry: false,
    queryFn: async () => (await apiRequest('/api/client/user/profile', { schema: z.unknown() })).data,
  });
  return <p>{answer.isSuccess ? 'read' : 'reading'}</p>;
}

beforeEach(() => localStorage.setItem('token', 't'));
afterEach(() => {
  vi.unstubAllGlobals();
  setOpenAccountId(null);
});

describe('AccountClosedNotice', () => {
  it('takes a removed member back to their own account on the profile, saying why', async () => {
    const calls = fakeApi();
    setOpenAccountId(9);
    const { router } = renderRoutes(
      [
        {
          path: '/orders',
          element: (
            <>
              <AccountClosedNotice />
              <Reader />
            </>
          ),
        },
        {
          path: '/profile',
          element: (
            <>
              <AccountClosedNotice />
              <FlashNotice />
              <Reader />
            </>
          ),
        },
      ],
      '/orders',
    );

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(getOpenAccountId()).toBeNull();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That account is no longer open to you: its owner removed you from the team.',
    );
    // From now on the pages read the person's own account.
    expect(await screen.findByText('read')).toBeInTheDocument();
    expect(calls[0]).toBe('9');
    expect(calls.at(-1)).toBeUndefined();
  });
});
