import { passkeyPaths } from '@portal/contracts';
import { startAuthentication } from '@simplewebauthn/browser';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { ok, stubRoutes } from '@/test/test-network';
import { stubPasskeySupport } from '@/test/webauthn-support';
import { LoginForm } from './login-form';

// Passkeys offered in the e-mail field's autofill (WebAuthn conditional mediation). The browser's side is a
// stubbed navigator.credentials.get; a real one answers in the e2e journey with Chromium's authenticator.
vi.mock('@simplewebauthn/browser', async (importActual) => ({
  ...(await importActual<typeof import('@simplewebauthn/browser')>()),
  startAuthentication: vi.fn(),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(startAuthentication).mockReset();
  localStorage.clear();
  sessionStorage.clear();
  Reflect.deleteProperty(navigator, 'credentials');
});

const session = {
  access_token: 'autofill-token',
  token_type: 'Bearer',
  session_id: 's1',
  expires_in: 43_200,
};
const challenge = {
  challenge_id: 'c1',
  options: { challenge: 'AAEC', rpId: 'localhost', userVerification: 'required' },
};
const bytes = (...values: number[]) => new Uint8Array(values).buffer;

/** A conditional request that waits until the test answers it, or its signal ends it. */
function stubConditionalRequest() {
  const requests: CredentialRequestOptions[] = [];
  let answer: (credential: unknown) => void = () => {};
  let refuse: (error: Error) => void = () => {};
  const get = vi.fn(
    (options: CredentialRequestOptions) =>
      new Promise((resolve, reject) => {
        requests.push(options);
        answer = resolve;
        refuse = reject;
        options.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      }),
  );
  Object.defineProperty(navigator, 'credentials', { configurable: true, value: { create: vi.fn(), get } });
  return {
    get,
    requests,
    answer: (credential: unknown) => answer(credential),
    /** The browser ends the wait: NotAllowedError when its passkey prompt is closed. */
    end: (name = 'NotAllowedError') => refuse(new DOMException('The browser ended the request.', name)),
  };
}

/**
 * /login with its conditional request waiting; `endAfter(ms, name)` has the browser end it that many
 * milliseconds after it was asked (the clock the page reads is the test's).
 */
async function waitingInTheField() {
  stubPasskeySupport({ conditional: true });
  let now = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  const conditional = stubConditionalRequest();
  const calls = stubRoutes({ [`POST ${passkeyPaths.loginOptions}`]: [ok(challenge), ok(challenge)] });
  renderWithProviders(<LoginForm onLoggedIn={vi.fn()} />);
  await waitFor(() => expect(conditional.get).toHaveBeenCalledTimes(1));
  const endAfter = (ms: number, name?: string) => {
    now = ms;
    conditional.end(name);
  };
  return { conditional, calls, endAfter };
}

const chosenPasskey = {
  id: 'cred',
  rawId: bytes(1, 2, 3),
  type: 'public-key',
  response: {
    clientDataJSON: bytes(4),
    authenticatorData: bytes(5),
    signature: bytes(6),
    userHandle: bytes(7),
  },
  getClientExtensionResults: () => ({}),
};

describe('passkeys offered in autofill', () => {
  it('are not asked for where the browser cannot offer them: no options, no request, the button stays', async () => {
    stubPasskeySupport({ conditional: false });
    const conditional = stubConditionalRequest();
    const calls = stubRoutes({});
    renderWithProviders(<LoginForm onLoggedIn={vi.fn()} />);
    expect(await screen.findByRole('button', { name: 'Sign in with a passkey' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
    expect(conditional.get).not.toHaveBeenCalled();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('autocomplete', 'username webauthn');
  });

  it('wait in the e-mail field and sign in with the chosen passkey, remember me read when it answers', async () => {
    stubPasskeySupport({ conditional: true });
    const conditional = stubConditionalRequest();
    const calls = stubRoutes({
      [`POST ${passkeyPaths.loginOptions}`]: [ok(challenge)],
      [`POST ${passkeyPaths.login}`]: [ok(session)],
    });
    renderWithProviders(<LoginForm onLoggedIn={vi.fn()} />);
    await waitFor(() => expect(conditional.get).toHaveBeenCalledTimes(1));
    const [request] = conditional.requests;
    expect(request?.mediation).toBe('conditional');
    expect(request?.publicKey?.allowCredentials).toEqual([]);
    expect(request?.publicKey?.rpId).toBe('localhost');
    expect(request?.signal?.aborted).toBe(false);

    fireEvent.click(screen.getByLabelText('Remember me'));
    conditional.answer(chosenPasskey);
    expect(await screen.findByText(/You are logged in/)).toBeInTheDocument();
    expect(sessionStorage.getItem('token')).toBe('autofill-token');
    expect(calls.map((call) => [call.url, call.body])).toEqual([
      [passkeyPaths.loginOptions, { remember: true }],
      [
        passkeyPaths.login,
        {
          challenge_id: 'c1',
          remember: false,
          response: {
            id: 'cred',
            rawId: 'AQID',
            type: 'public-key',
            response: { clientDataJSON: 'BA', authenticatorData: 'BQ', signature: 'Bg', userHandle: 'Bw' },
            clientExtensionResults: {},
          },
        },
      ],
    ]);
  });

  it('are offered again after the customer closes the passkey prompt, without a word', async () => {
    const { conditional, calls, endAfter } = await waitingInTheField();
    endAfter(8000);
    await waitFor(() => expect(conditional.get).toHaveBeenCalledTimes(2));
    expect(calls.map((call) => call.url)).toEqual([passkeyPaths.loginOptions, passkeyPaths.loginOptions]);
    expect(conditional.requests[1]?.signal?.aborted).toBe(false);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['at once', 'NotAllowedError', 0],
    ['for an address they do not belong to', 'SecurityError', 8000],
  ])('are not asked for again where the browser refuses them %s', async (_, name, after) => {
    const { conditional, calls, endAfter } = await waitingInTheField();
    endAfter(after, name);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(conditional.get).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('end when the password form or the passkey button is used, and when the page is left', async () => {
    stubPasskeySupport({ conditional: true });
    const conditional = stubConditionalRequest();
    stubRoutes({ [`POST ${passkeyPaths.loginOptions}`]: [ok(challenge)] });
    const { unmount } = renderWithProviders(<LoginForm onLoggedIn={vi.fn()} />);
    await waitFor(() => expect(conditional.get).toHaveBeenCalledTimes(1));

    // The button's own ceremony may start only once the waiting request has ended.
    vi.mocked(startAuthentication).mockImplementation(async () => {
      expect(conditional.requests[0]?.signal?.aborted).toBe(true);
      throw Object.assign(new Error('closed'), { name: 'NotAllowedError' });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect(
      await screen.findByText('Signing in with a passkey was cancelled or timed out.'),
    ).toBeInTheDocument();
    // After the button's failure the passkeys are offered again.
    await waitFor(() => expect(conditional.get).toHaveBeenCalledTimes(2));

    fireEvent.input(screen.getByLabelText('E-mail'), { target: { value: 'aziza@example.uz' } });
    fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'Secret#2025' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(conditional.requests[1]?.signal?.aborted).toBe(true));

    // The failed password login offers them again; leaving the page ends that request too.
    await waitFor(() => expect(conditional.get).toHaveBeenCalledTimes(3));
    expect(conditional.requests[2]?.signal?.aborted).toBe(false);
    unmount();
    expect(conditional.requests[2]?.signal?.aborted).toBe(true);
  });
});
