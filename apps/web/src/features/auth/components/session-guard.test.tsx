import { apiPaths } from '@portal/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { routes } from '@/app/router';
import { clearToken, dropRefusedSession, endSessionWith, storeToken } from '@/lib/session';
import { demoProfile, renderRoutes, stubApi } from '@/test/render';

afterEach(() => vi.unstubAllGlobals());

const profileOk = { [apiPaths.profile]: { body: { status: true, data: demoProfile } } };

describe('session guard', () => {
  it('sends a visitor without a token from a private route to /login', async () => {
    stubApi({});
    const { router } = renderRoutes(routes, '/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('carries the page a visitor was heading to into /login, query included, and returns there after login', async () => {
    stubApi({
      [apiPaths.login]: {
        body: {
          status: true,
          data: { access_token: 'new', token_type: 'Bearer', session_id: 's', expires_in: 60 },
        },
      },
      ...profileOk,
    });
    const { router } = renderRoutes(routes, '/pay/confirmation?tariff_id=2&server_id=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(
      '/pay/confirmation?tariff_id=2&server_id=1',
    );
    // Choosing to register instead keeps the destination.
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      `/registration${router.state.location.search}`,
    );

    fireEvent.input(screen.getByLabelText('E-mail'), { target: { value: 'aziza@example.uz' } });
    fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'Secret#2025' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pay/confirmation'), { timeout: 4000 });
    expect(router.state.location.search).toBe('?tariff_id=2&server_id=1');
  });

  it('goes home after login when /login names another site to return to', async () => {
    stubApi({
      [apiPaths.login]: {
        body: {
          status: true,
          data: { access_token: 'new', token_type: 'Bearer', session_id: 's', expires_in: 60 },
        },
      },
      ...profileOk,
    });
    const { router } = renderRoutes(routes, '/login?next=//evil.example/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    fireEvent.input(screen.getByLabelText('E-mail'), { target: { value: 'aziza@example.uz' } });
    fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'Secret#2025' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 4000 });
  });

  it('shows a private route when the profile lookup succeeds', async () => {
    localStorage.setItem('token', 't');
    stubApi(profileOk);
    const { router } = renderRoutes(routes, '/profile');
    expect(await screen.findByText('Hello, Aziza!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('sends the user to /login when the profile lookup fails', async () => {
    localStorage.setItem('token', 't');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi({ [apiPaths.profile]: { status: 500, body: { status: false, code: 'INTERNAL', message: 'x' } } });
    const { router } = renderRoutes(routes, '/my_orders');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // The failed session is no session: the login form stays instead of bouncing back to /profile.
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
  });

  it('sends a customer whose session ends on a private page to plain /login, not back to that page', async () => {
    localStorage.setItem('token', 't');
    stubApi(profileOk);
    const { router } = renderRoutes(routes, '/user/sett');
    expect(await screen.findByRole('heading', { level: 1, name: 'Change password' })).toBeInTheDocument();
    act(() => clearToken());
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('');
  });

  it('leaves a customer who deleted the account where the deletion sends them, not on /login', async () => {
    localStorage.setItem('token', 't');
    stubApi(profileOk);
    const { router } = renderRoutes(routes, '/user/sett');
    expect(await screen.findByRole('heading', { level: 1, name: 'Change password' })).toBeInTheDocument();
    await act(() => endSessionWith(async () => undefined));
    act(() => clearToken());
    // The deletion form navigates home itself; the guard does not race it to /login.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe('/user/sett');
    // A next login is a session like any other (and the next test starts from one).
    act(() => storeToken('next', true));
    act(() => clearToken());
  });

  it('leaves a customer whose session the server refused to the way to the site root, not on /login', async () => {
    localStorage.setItem('token', 't');
    stubApi(profileOk);
    const { router } = renderRoutes(routes, '/user/sett');
    expect(await screen.findByRole('heading', { level: 1, name: 'Change password' })).toBeInTheDocument();
    // The API client got a 401: it drops the token and sends the browser to the root (a full page load).
    act(() => dropRefusedSession());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe('/user/sett');
    // A next login is a session like any other (and the next test starts from one).
    act(() => storeToken('next', true));
    act(() => clearToken());
  });

  it('sends the user to /login when the profile answer has no data', async () => {
    localStorage.setItem('token', 't');
    stubApi({ [apiPaths.profile]: { body: { status: true, data: null } } });
    const { router } = renderRoutes(routes, '/user/sett');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it.each(['/login', '/registration', '/forgot-password'])(
    'sends a logged-in user from %s to /profile',
    async (path) => {
      sessionStorage.setItem('token', 't');
      stubApi(profileOk);
      const { router } = renderRoutes(routes, path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    },
  );

  it('never redirects on a public route', async () => {
    stubApi({});
    const { router } = renderRoutes(routes, '/order');
    expect(await screen.findByRole('heading', { level: 1, name: 'Virtual hosting' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/order');
  });

  it('answers an unknown path with the 404 page and a link home', async () => {
    stubApi({});
    renderRoutes(routes, '/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
