import { type TelegramStatus, telegramPaths } from '@portal/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { TelegramLink } from './telegram-link';

const base: TelegramStatus = {
  available: true,
  connected: false,
  bot_username: 'portal_demo_bot',
  code: null,
  link: null,
  code_expires_at: null,
  linked_at: null,
  telegram_username: null,
  telegram_name: null,
};
const connected: TelegramStatus = {
  ...base,
  connected: true,
  linked_at: '2026-11-01T09:00:00.000Z',
  telegram_username: 'aziz_tg',
  telegram_name: 'Aziz',
};
const issued = (): TelegramStatus => ({
  ...base,
  code: 'ABCD2345',
  link: 'https://t.me/portal_demo_bot?start=ABCD2345',
  code_expires_at: new Date(Date.now() + 15 * 60_000).toISOString(),
});

type Reply = { status?: number; body: unknown };
const ok = (data: unknown): Reply => ({ body: { status: true, data } });

/** A fake API whose answers the test changes as the story goes on; records method and path. */
function fakeApi(routes: Record<string, () => Reply>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const key = `${init.method ?? 'GET'} ${url}`;
      calls.push(key);
      const reply = routes[key]?.() ?? {
        status: 404,
        body: { status: false, code: 'NOT_FOUND', message: '' },
      };
      return new Response(JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

beforeEach(() => {
  localStorage.setItem('token', 't');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('TelegramLink', () => {
  it('says the bot is not available when the server has none', async () => {
    const calls = fakeApi({ [`GET ${telegramPaths.status}`]: () => ok({ ...base, available: false }) });
    renderWithProviders(<TelegramLink />);
    expect(await screen.findByText('The Telegram bot is not available')).toBeInTheDocument();
    expect(calls).not.toContain(`POST ${telegramPaths.code}`);
  });

  it('issues a code on opening, shows it with the bot link, and turns connected when the bot links', async () => {
    let isLinked = false;
    const calls = fakeApi({
      [`GET ${telegramPaths.status}`]: () => ok(isLinked ? connected : base),
      [`POST ${telegramPaths.code}`]: () => ok(issued()),
    });
    renderWithProviders(<TelegramLink />);
    expect(await screen.findByTestId('telegram-code')).toHaveTextContent('ABCD2345');
    expect(screen.getByText('Not connected')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the bot' })).toHaveAttribute(
      'href',
      'https://t.me/portal_demo_bot?start=ABCD2345',
    );
    expect(screen.getByText(/send it: \/start ABCD2345/)).toBeInTheDocument();
    expect(calls.filter((call) => call === `POST ${telegramPaths.code}`)).toHaveLength(1);

    isLinked = true;
    expect(await screen.findByTestId('telegram-connected', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Aziz · @aziz_tg')).toBeInTheDocument();
  });

  it('asks for a new code on request and shows a refused request', async () => {
    let replies = 0;
    fakeApi({
      [`GET ${telegramPaths.status}`]: () => ok(base),
      [`POST ${telegramPaths.code}`]: () => {
        replies += 1;
        return replies === 1
          ? ok(issued())
          : { status: 429, body: { status: false, code: 'RATE_LIMITED', message: 'slow down' } };
      },
    });
    renderWithProviders(<TelegramLink />);
    await screen.findByTestId('telegram-code');
    fireEvent.click(screen.getByRole('button', { name: 'New code' }));
    expect(
      await screen.findByText('Too many attempts. Please wait a moment and try again.'),
    ).toBeInTheDocument();
  });

  it('unlinks only after the confirmation', async () => {
    let isLinked = true;
    const calls = fakeApi({
      [`GET ${telegramPaths.status}`]: () => ok(isLinked ? connected : base),
      [`DELETE ${telegramPaths.unlink}`]: () => {
        isLinked = false;
        return ok({ connected: false });
      },
      [`POST ${telegramPaths.code}`]: () => ok(issued()),
    });
    renderWithProviders(<TelegramLink />);
    const unlink = await screen.findByRole('button', { name: 'Unlink' });
    // The same destructive style as deleting a profile record, not a full-width primary.
    expect(unlink).toHaveAttribute('data-variant', 'danger');
    expect(unlink.className).not.toMatch(/block/);
    fireEvent.click(unlink);
    expect(screen.getByText(/Unlink Telegram\?/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yes, unlink' })).toHaveAttribute('data-variant', 'danger');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(calls).not.toContain(`DELETE ${telegramPaths.unlink}`);

    fireEvent.click(screen.getByRole('button', { name: 'Unlink' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, unlink' }));
    expect(await screen.findByTestId('telegram-not-connected')).toBeInTheDocument();
    expect(calls).toContain(`DELETE ${telegramPaths.unlink}`);
  });
});
