import { apiKeyPaths } from '@portal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { invalid, ok, stubRoutes } from '@/test/test-network';
import { ApiKeysScreen } from './api-keys-screen';

beforeEach(() => localStorage.setItem('token', 'a-token'));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

const listed = {
  id: 7,
  name: 'Deploy bot',
  scopes: ['read', 'hosting'],
  hint: 'Zx9Q',
  created_at: '2026-12-01T09:00:00.000Z',
  expires_at: null,
  last_used_at: '2026-12-02T10:00:00.000Z',
  last_used_ip: '203.0.113.5',
};
const secret = `hp_${'A'.repeat(39)}Zx9Q`;

describe('ApiKeysScreen', () => {
  it('lists keys with scopes, dates and where each was last used', async () => {
    stubRoutes({ [`GET ${apiKeyPaths.list}`]: [ok([listed])] });
    renderWithProviders(<ApiKeysScreen />);
    const row = await screen.findByRole('listitem');
    expect(within(row).getByText('Read, Hosting')).toBeInTheDocument();
    expect(within(row).getByText(/203\.0\.113\.5/)).toBeInTheDocument();
    expect(within(row).getByText(/no expiry/)).toBeInTheDocument();
  });

  it('creates a key and shows its secret once, with a warning; closing leaves no trace of it', async () => {
    const calls = stubRoutes({
      [`GET ${apiKeyPaths.list}`]: [ok([]), ok([listed])],
      [`POST ${apiKeyPaths.list}`]: [
        invalid({ expires_at: ['The expiry must be in the future and at most a year ahead.'] }),
        ok({ ...listed, secret }),
      ],
    });
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: vi.fn(async () => {}) } });
    renderWithProviders(<ApiKeysScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Create a key' }));
    const dialog = await screen.findByRole('dialog', { name: 'New API key' });
    fireEvent.input(within(dialog).getByLabelText('Name (what uses it)'), {
      target: { value: 'Deploy bot' },
    });
    fireEvent.click(within(dialog).getByLabelText(/^Hosting/));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    // The server's refusal lands on the expiry field, and nothing is shown as created.
    expect(await within(dialog).findByText(/at most a year ahead/)).toBeInTheDocument();
    expect(screen.queryByTestId('api-key-secret')).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    const shown = await screen.findByTestId('api-key-secret');
    expect(shown).toHaveTextContent(secret);
    expect(screen.getByRole('dialog', { name: 'Copy your key now' })).toHaveTextContent(
      /only time the key is shown/,
    );
    const posted = calls.filter((call) => call.method === 'POST');
    expect(posted.at(-1)?.body).toMatchObject({ name: 'Deploy bot', scopes: ['read', 'hosting'] });

    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(navigator.clipboard.writeText).toHaveBeenCalledWith(secret);

    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText(/Deploy bot/)).toBeInTheDocument();
    expect(document.body.textContent).not.toContain(secret);
  });

  it('revokes a key only after the owner confirms', async () => {
    const calls = stubRoutes({
      [`GET ${apiKeyPaths.list}`]: [ok([listed]), ok([])],
      [`DELETE ${apiKeyPaths.item.replace(':id', '7')}`]: [ok(null)],
    });
    renderWithProviders(<ApiKeysScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke the key “Deploy bot”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this key?' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('You have no API keys yet.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('tells a member working in another account that keys are the owner’s', async () => {
    sessionStorage.setItem('open_account', '12');
    stubRoutes({});
    renderWithProviders(<ApiKeysScreen />);
    expect(await screen.findByText(/belong to an account’s owner/)).toBeInTheDocument();
  });
});
