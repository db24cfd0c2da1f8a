import { apiPaths } from '@portal/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders, stubApi } from '@/test/render';
import { LOGIN_MESSAGE_MS, LOGIN_REDIRECT_MS, LoginForm } from './login-form';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const session = { access_token: 'login-token', token_type: 'Bearer', session_id: 's1', expires_in: 43_200 };

function fillAndSubmit(remember?: boolean) {
  fireEvent.input(screen.getByLabelText('E-mail'), { target: { value: 'aziza@example.uz' } });
  fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'Secret#2025' } });
  if (remember === false) fireEvent.click(screen.getByLabelText('Remember me'));
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginForm', () => {
  it('says how long to wait when the login is limited', async () => {
    stubApi({
      [apiPaths.login]: {
        status: 429,
        headers: { 'Retry-After': '240' },
        body: { status: false, code: 'RATE_LIMITED', message: 'Too many requests', retry_after: 240 },
      },
    });
    renderWithProviders(<LoginForm onLoggedIn={vi.fn()} />);
    fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 4 minutes.');
  });

  it('has remember me checked by default and links to recovery and registration', () => {
    stubApi({});
    renderWithProviders(<LoginForm onLoggedIn={vi.fn()} />);
    expect(screen.getByLabelText('Remember me')).toBeChecked();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/registration');
  });

  it('keeps a remembered token in localStorage and goes home 2 s after the success message', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onLoggedIn = vi.fn();
    const calls = stubApi({ [apiPaths.login]: { body: { status: true, data: session } } });
    renderWithProviders(<LoginForm onLoggedIn={onLoggedIn} />);
    fillAndSubmit();

    expect(await screen.findByRole('status')).toHaveTextContent('You are logged in.');
    expect(localStorage.getItem('token')).toBe('login-token');
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(JSON.parse(String(calls[0]?.init.body))).toMatchObject({
      login: 'aziza@example.uz',
      remember: true,
    });

    act(() => vi.advanceTimersByTime(LOGIN_REDIRECT_MS - 50));
    expect(onLoggedIn).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(50));
    expect(onLoggedIn).toHaveBeenCalledOnce();
  });

  it('has the page read its profile again for the new session, through the page’s own query client', async () => {
    // /login runs without the query library; a profile the page read before (another session's, or a failed
    // lookup) must not stand once the new session exists.
    const { pageQueryClient } = await import('@/lib/query-provider');
    const { profileQueryKey } = await import('@/lib/profile');
    pageQueryClient().setQueryData(profileQueryKey, null);
    try {
      stubApi({ [apiPaths.login]: { body: { status: true, data: session } } });
      renderWithProviders(<LoginForm onLoggedIn={vi.fn()} />);
      fillAndSubmit();
      expect(await screen.findByRole('status')).toHaveTextContent('You are logged in.');
      await waitFor(() => expect(pageQueryClient().getQueryState(profileQueryKey)?.isInvalidated).toBe(true));
    } finally {
      pageQueryClient().clear();
    }
  });

  it('keeps the token in sessionStorage without remember me', async () => {
    stubApi({ [apiPaths.login]: { body: { status: true, data: session } } });
    renderWithProviders(<LoginForm onLoggedIn={vi.fn()} />);
    fillAndSubmit(false);
    await waitFor(() => expect(sessionStorage.getItem('token')).toBe('login-token'));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows the first server password message for 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubApi({
      [apiPaths.login]: {
        status: 422,
        body: {
          status: false,
          code: 'INVALID_CREDENTIALS',
          message: 'x',
          errors: { password: ['Wrong password.'] },
        },
      },
    });
    renderWithProviders(<LoginForm onLoggedIn={vi.fn()} />);
    fillAndSubmit();

    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong password.');
    act(() => vi.advanceTimersByTime(LOGIN_MESSAGE_MS));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    [{ login: ['bad'] }, 'Invalid email. Please check and try again!'],
    [{}, 'An error occurred. Please try again!'],
  ])('maps server errors %j to the message of docs/product/messages.md', async (errors, text) => {
    stubApi({
      [apiPaths.login]: {
        status: 422,
        body: { status: false, code: 'VALIDATION_FAILED', message: 'x', errors },
      },
    });
    renderWithProviders(<LoginForm onLoggedIn={vi.fn()} />);
    fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('rejects a malformed e-mail before calling the server', async () => {
    const calls = stubApi({});
    renderWithProviders(<LoginForm onLoggedIn={vi.fn()} />);
    fireEvent.input(screen.getByLabelText('E-mail'), { target: { value: 'not-an-email' } });
    fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Invalid email. Please check and try again!')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
