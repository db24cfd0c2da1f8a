import { passkeyPaths } from '@portal/contracts';
import { startRegistration } from '@simplewebauthn/browser';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { invalid, ok, stubRoutes } from '@/test/test-network';
import { notAllowed, stubPasskeySupport } from '@/test/webauthn-support';
import { PasskeysSettings } from './passkeys-settings';

// The browser's ceremony is the library's (a real one runs in the e2e journey with Chromium's authenticator).
vi.mock('@simplewebauthn/browser', () => ({ startRegistration: vi.fn(), startAuthentication: vi.fn() }));

beforeEach(() => localStorage.setItem('token', 'a-token'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(startRegistration).mockReset();
  localStorage.clear();
  Reflect.deleteProperty(navigator, 'credentials');
});

const synced = {
  id: 1,
  name: 'iPhone',
  created_at: '2026-03-01T09:00:00.000Z',
  last_used_at: '2026-03-05T10:00:00.000Z',
  device_type: 'multiDevice',
  backed_up: true,
  transports: ['internal', 'hybrid'],
};
const key = {
  ...synced,
  id: 2,
  name: 'YubiKey',
  last_used_at: null,
  device_type: 'singleDevice',
  backed_up: false,
};
const challenge = {
  challenge_id: 'c1',
  options: { challenge: 'abc', rp: { id: 'localhost', name: 'Portal' } },
};
const browserAnswer = {
  id: 'cred',
  rawId: 'cred',
  type: 'public-key',
  response: {},
  clientExtensionResults: {},
};

async function startAdding(password = 'Secret#2025') {
  fireEvent.input(await screen.findByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Add a passkey' }));
}

describe('PasskeysSettings', () => {
  it('lists passkeys with their dates and whether they are synced', async () => {
    stubPasskeySupport();
    stubRoutes({ [`GET ${passkeyPaths.list}`]: [ok([synced, key])] });
    renderWithProviders(<PasskeysSettings />);
    const items = await screen.findAllByRole('listitem');
    expect(within(items[0] as HTMLElement).getByRole('heading', { name: 'iPhone' })).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Added 1 Mar 2026');
    expect(items[0]).toHaveTextContent('Last used 5 Mar 2026');
    expect(items[0]).toHaveTextContent('Synced between your devices');
    expect(items[1]).toHaveTextContent('Not used yet');
    expect(items[1]).toHaveTextContent('On this device only');
  });

  it('adds one: password, the browser ceremony, then a name defaulting to the device', async () => {
    stubPasskeySupport();
    vi.mocked(startRegistration).mockResolvedValue(browserAnswer as never);
    const calls = stubRoutes({
      [`GET ${passkeyPaths.list}`]: [ok([]), ok([synced])],
      [`POST ${passkeyPaths.registerOptions}`]: [
        invalid({ password: ['The password is incorrect.'] }),
        ok(challenge),
      ],
      [`POST ${passkeyPaths.list}`]: [ok(synced)],
    });
    renderWithProviders(<PasskeysSettings />);
    expect(await screen.findByText('You have no passkeys yet.')).toBeInTheDocument();
    await startAdding('wrong');
    expect(await screen.findByText('The password is incorrect.')).toBeInTheDocument();
    await startAdding();
    const name = await screen.findByLabelText('Name');
    expect(vi.mocked(startRegistration)).toHaveBeenCalledWith({ optionsJSON: challenge.options });
    expect((name as HTMLInputElement).value).not.toBe('');
    fireEvent.input(name, { target: { value: 'My phone' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The passkey was added. Next time, sign in with it on the login page.'),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST' && call.url === passkeyPaths.list)?.body).toEqual({
      challenge_id: 'c1',
      name: 'My phone',
      response: browserAnswer,
    });
    expect(await screen.findByRole('heading', { name: 'iPhone' })).toBeInTheDocument();
  });

  it('says so when the ceremony is cancelled, or the device already holds a passkey, or the server refuses', async () => {
    stubPasskeySupport();
    vi.mocked(startRegistration)
      .mockRejectedValueOnce(notAllowed())
      .mockRejectedValueOnce(Object.assign(new Error('exists'), { name: 'InvalidStateError' }))
      .mockResolvedValue(browserAnswer as never);
    stubRoutes({
      [`GET ${passkeyPaths.list}`]: [ok([])],
      [`POST ${passkeyPaths.registerOptions}`]: [ok(challenge)],
      [`POST ${passkeyPaths.list}`]: [
        invalid({ challenge_id: ['This passkey attempt has ended. Please try again.'] }),
      ],
    });
    renderWithProviders(<PasskeysSettings />);
    await startAdding();
    expect(
      await screen.findByText('The passkey was not created: the request was cancelled or timed out.'),
    ).toBeInTheDocument();
    await startAdding();
    expect(
      await screen.findByText('This device already holds a passkey for your account.'),
    ).toBeInTheDocument();
    await startAdding();
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This passkey attempt has ended. Please try again.')).toBeInTheDocument();
  });

  it('tells a browser without WebAuthn that passkeys cannot be added here', async () => {
    stubRoutes({ [`GET ${passkeyPaths.list}`]: [ok([synced])] });
    renderWithProviders(<PasskeysSettings />);
    expect(
      await screen.findByText(
        'This browser cannot use passkeys. Use a recent Chrome, Safari, Edge or Firefox.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a passkey' })).not.toBeInTheDocument();
  });

  it('renames and removes (with the password) in place', async () => {
    stubPasskeySupport();
    const calls = stubRoutes({
      [`GET ${passkeyPaths.list}`]: [ok([synced]), ok([{ ...synced, name: 'Work' }]), ok([])],
      [`PATCH ${passkeyPaths.item.replace(':id', '1')}`]: [ok({ ...synced, name: 'Work' })],
      [`DELETE ${passkeyPaths.item.replace(':id', '1')}`]: [
        invalid({ password: ['The password is incorrect.'] }),
        ok(null),
      ],
    });
    renderWithProviders(<PasskeysSettings />);
    fireEvent.click(await screen.findByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Rename' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Rename' }));
    fireEvent.input(screen.getByLabelText('Name'), { target: { value: 'Work' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The passkey was renamed.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Work' })).toBeInTheDocument();

    // The kit's destructive style (Button danger), for the start of a removal as for its confirmation.
    expect(screen.getByRole('button', { name: 'Remove' })).toHaveClass('danger');
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    const item = screen.getByRole('listitem');
    await waitFor(() => expect(within(item).getByLabelText('Password')).toHaveFocus());
    expect(item).toHaveTextContent('Enter your password to remove “Work”.');
    fireEvent.input(within(item).getByLabelText('Password'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove the passkey' }));
    expect(await screen.findByText('The password is incorrect.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove the passkey' }));
    expect(await screen.findByText('The passkey was removed.')).toBeInTheDocument();
    expect(await screen.findByText('You have no passkeys yet.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').at(-1)?.body).toEqual({ password: 'nope' });
  });
});
