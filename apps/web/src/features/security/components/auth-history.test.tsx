import { securityPaths } from '@portal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { ok, stubRoutes } from '@/test/test-network';
import { AuthHistory } from './auth-history';

afterEach(() => vi.unstubAllGlobals());

const entry = (id: string, isCurrent: boolean, browser: string) => ({
  session_id: id,
  login_time: '2026-11-20T08:00:00.000Z',
  last_active: '2026-11-21T09:30:00.000Z',
  ip_address: '203.0.113.7',
  user_agent: 'Mozilla/5.0',
  browser,
  system: 'Android 14',
  is_current: isCurrent,
  support_session: false,
});

describe('AuthHistory', () => {
  beforeEach(() => localStorage.setItem('token', 'tkn'));

  it('carries the count in the title, marks this device and ends another session', async () => {
    const list = [entry('a', true, 'Chrome 131'), entry('b', false, 'Firefox 133')];
    const calls = stubRoutes({
      [`GET ${securityPaths.authHistory}`]: [ok(list), ok(list.slice(0, 1))],
      [`DELETE ${securityPaths.authHistory}/b`]: [ok(null)],
    });
    renderWithProviders(<AuthHistory />);

    expect(await screen.findByRole('heading', { name: 'Authentication history (2)' })).toBeInTheDocument();
    const [current, other] = screen.getAllByRole('listitem');
    expect(within(current as HTMLElement).getByText('This device')).toBeInTheDocument();
    expect(within(current as HTMLElement).queryByRole('button')).toBeNull();
    expect(within(other as HTMLElement).getByText('Firefox 133 · Android 14')).toBeInTheDocument();
    expect(within(other as HTMLElement).getByText('203.0.113.7')).toBeInTheDocument();

    const end = screen.getByRole('button', { name: 'End the session on Firefox 133 · Android 14' });
    expect(end).toHaveAttribute('data-variant', 'danger');
    fireEvent.click(end);
    expect(await screen.findByRole('heading', { name: 'Authentication history (1)' })).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE' && call.url.endsWith('/b'))).toBe(true);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Log out of all other sessions' })).toBeNull(),
    );
  });

  it('ends every other session at once', async () => {
    const list = [entry('a', true, 'Chrome 131'), entry('b', false, 'Firefox 133')];
    const calls = stubRoutes({
      [`GET ${securityPaths.authHistory}`]: [ok(list), ok(list.slice(0, 1))],
      [`DELETE ${securityPaths.authHistory}`]: [ok(null)],
    });
    renderWithProviders(<AuthHistory />);
    fireEvent.click(await screen.findByRole('button', { name: 'Log out of all other sessions' }));
    expect(await screen.findByText('All other sessions have been ended.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE' && call.url === securityPaths.authHistory)).toBe(
      true,
    );
  });
});

describe('session times', () => {
  it('are Tashkent time in the one date form of the language (lib/format)', async () => {
    const { formatDateTime } = await import('@/lib/format');
    expect(formatDateTime('2026-11-21T09:30:00.000Z', 'uz')).toBe('21.11.2026 14:30');
    expect(formatDateTime('2026-11-21T09:30:00.000Z', 'en')).toBe('21 Nov 2026, 14:30');
  });
});
