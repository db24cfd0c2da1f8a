import { passkeyPaths } from '@portal/contracts';
import { startAuthentication } from '@simplewebauthn/browser';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { invalid, ok, stubRoutes } from '@/test/test-network';
import { notAllowed, stubPasskeySupport } from '@/test/webauthn-support';
import { LoginForm } from './login-form';

// The browser's ceremony is the library's (a real one runs in the e2e journey with Chromium's authenticator).
vi.mock('@simplewebauthn/browser', () => ({ startRegistration: vi.fn(), startAuthentication: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(startAuthentication).mockReset();
  localStorage.clear();
  sessionStorage.clear();
  Reflect.deleteProperty(navigator, 'credentials');
});

const session = { access_token: 'passkey-token', token_type: 'Bearer', session_id: 's1', expires_in: 43_200 };
const challenge = { challenge_id: 'c1', options: { challenge: 'abc', rpId: 'localhost' } };
const assertion = { id: 'cred', rawId: 'cred', type: 'public-key', response: {}, clientExtensionResults: {} };

describe('Sign in with a passkey', () => {
  it('is not offered where the browser has no WebAuthn', () => {
    stubRoutes({});
    renderWithProviders(<LoginForm onLoggedIn={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).not.toBeInTheDocument();
  });

  it('signs in without the e-mail; "remember me" off keeps the token for the tab only', async () => {
    stubPasskeySupport();
    vi.mocked(startAuthentication).mockResolvedValue(assertion as never);
    const calls = stubRoutes({
      [`POST ${passkeyPaths.loginOptions}`]: [ok(challenge)],
      [`POST ${passkeyPaths.login}`]: [ok(session)],
    });
    renderWithProviders(<LoginForm onLoggedIn={vi.fn()} />);
    fireEvent.click(screen.getByLabelText('Remember me'));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByText(/You are logged in/)).toBeInTheDocument();
    expect(sessionStorage.getItem('token')).toBe('passkey-token');
    expect(localStorage.getItem('token')).toBeNull();
    expect(calls.map((call) => [call.url, call.body])).toEqual([
      [passkeyPaths.loginOptions, { remember: false }],
      [passkeyPaths.login, { challenge_id: 'c1', response: assertion }],
    ]);
    expect(vi.mocked(startAuthentication)).toHaveBeenCalledWith({ optionsJSON: challenge.options });
  });

  it('says why it failed: a cancelled prompt, or the server refusing the passkey', async () => {
    stubPasskeySupport();
    vi.mocked(startAuthentication)
      .mockRejectedValueOnce(notAllowed())
      .mockResolvedValue(assertion as never);
    stubRoutes({
      [`POST ${passkeyPaths.loginOptions}`]: [ok(challenge)],
      [`POST ${passkeyPaths.login}`]: [
        invalid({ response: ['This passkey is not registered with us. Sign in with your password.'] }),
      ],
    });
    renderWithProviders(<LoginForm onLoggedIn={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect(
      await screen.findByText('Signing in with a passkey was cancelled or timed out.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect(
      await screen.findByText('This passkey is not registered with us. Sign in with your password.'),
    ).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });
});
