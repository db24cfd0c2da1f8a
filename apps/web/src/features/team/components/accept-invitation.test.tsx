import { fireEvent, screen, waitFor } from '@testing-library/react';
import { getOpenAccountId, setOpenAccountId } from '@/lib/open-account';
import { renderRoutes, stubFetch } from '@/test/render';
import { AcceptInvitation } from './accept-invitation';

const TOKEN = 'a'.repeat(43);
const routes = [
  { path: '/team/accept', element: <AcceptInvitation /> },
  { path: '/profile', element: <p>profile</p> },
  { path: '/login', element: <p>login</p> },
];

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  setOpenAccountId(null);
});

describe('AcceptInvitation', () => {
  it('joins with the link’s token and opens the account it joined', async () => {
    localStorage.setItem('token', 't');
    const calls = stubFetch({ body: { status: true, data: { account_id: 9, owner_name: 'Aziz Karimov' } } });
    const { router } = renderRoutes(routes, `/team/accept#token=${TOKEN}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(calls[0]?.url).toBe(`/api/client/user/team/invitations/${TOKEN}/accept`);
    expect(calls[0]?.init.method).toBe('POST');
    expect(getOpenAccountId()).toBe(9);
  });

  it('says why a spent link is refused, staying in one’s own account', async () => {
    localStorage.setItem('token', 't');
    stubFetch({ status: 410, body: { status: false, code: 'TEAM_INVITATION_INVALID', message: 'x' } });
    renderRoutes(routes, `/team/accept#token=${TOKEN}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(
      await screen.findByText(
        'This invitation link has expired, was used or was withdrawn. Ask for a new one.',
      ),
    ).toBeInTheDocument();
    expect(getOpenAccountId()).toBeNull();
  });

  it('sends a visitor through login and back to the link', async () => {
    renderRoutes(routes, `/team/accept#token=${TOKEN}`);
    const login = await screen.findByRole('link', { name: 'Sign in' });
    expect(login.getAttribute('href')).toBe(
      `/login?${new URLSearchParams({ next: `/team/accept#token=${TOKEN}` })}`,
    );
  });
});
