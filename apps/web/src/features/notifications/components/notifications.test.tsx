import { notificationsPaths } from '@portal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { ok, stubRoutes } from '@/test/test-network';
import { NotificationPreferences } from './notification-preferences';
import { NotificationsList } from './notifications-list';

afterEach(() => vi.unstubAllGlobals());

const LIST = `GET ${notificationsPaths.list}?page=1&per_page=20`;
const listReply = (data: unknown[], unread: number) => ({
  body: { status: true, data, total: data.length, unread },
});
const topUp = {
  id: 11,
  kind: 'top_up_credited',
  params: { amount: 150000 },
  created_at: '2026-05-01T09:30:00.000Z',
  read_at: null,
};
const cancelled = {
  id: 10,
  kind: 'order_cancelled',
  params: { order_id: 7, refunded: true },
  created_at: '2026-04-30T09:30:00.000Z',
  read_at: '2026-04-30T10:00:00.000Z',
};

describe('NotificationsList', () => {
  it('renders each kind from its params in the UI language, unread ones marked', async () => {
    stubRoutes({ [LIST]: [listReply([topUp, cancelled], 1)] });
    renderWithProviders(<NotificationsList />);
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Balance topped up');
    expect(items[0]).toHaveTextContent('Your balance was topped up by 150,000 som.');
    expect(items[0]).toHaveTextContent('Unread');
    expect(items[0]).toHaveTextContent('1 May 2026, 14:30');
    expect(items[1]).toHaveTextContent(
      'Your hosting order #7 was cancelled: the account could not be created, and the payment was returned',
    );
    expect(items[1]).not.toHaveTextContent('Unread');
    expect(screen.getByText('Unread: 1')).toBeInTheDocument();
  });

  it('marks one read on tap and all read with the button, then reloads', async () => {
    const calls = stubRoutes({
      [LIST]: [
        listReply([topUp, cancelled], 1),
        listReply([{ ...topUp, read_at: '2026-05-01T10:00:00Z' }, cancelled], 0),
      ],
      'POST /api/client/user/notifications/11/read': [ok({ unread: 0 })],
      [`POST ${notificationsPaths.readAll}`]: [ok({ unread: 0 })],
    });
    renderWithProviders(<NotificationsList />);
    fireEvent.click(await screen.findByRole('button', { name: /Balance topped up/ }));
    await waitFor(() => expect(screen.getByText('Unread: 0')).toBeInTheDocument());
    expect(calls.map((call) => `${call.method} ${call.url}`)).toContain(
      'POST /api/client/user/notifications/11/read',
    );
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Balance topped up/ })).not.toBeInTheDocument();
  });

  it('opens a ticket’s thread from its notice, marking it read', async () => {
    const answered = {
      id: 12,
      kind: 'ticket_answered',
      params: { ticket_id: 41, subject: 'Sayt ochilmayapti' },
      created_at: '2026-05-01T11:00:00.000Z',
      read_at: null,
    };
    const calls = stubRoutes({
      [LIST]: [listReply([answered, cancelled], 1)],
      'POST /api/client/user/notifications/12/read': [ok({ unread: 0 })],
    });
    const { router } = renderWithProviders(<NotificationsList />, '/notifications');
    const link = await screen.findByRole('link', { name: /Sayt ochilmayapti/ });
    expect(link).toHaveAttribute('href', '/support/tickets/41');
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/support/tickets/41'));
    await waitFor(() =>
      expect(calls.map((call) => `${call.method} ${call.url}`)).toContain(
        'POST /api/client/user/notifications/12/read',
      ),
    );
    // Other kinds lead nowhere.
    expect(screen.queryAllByRole('link')).toHaveLength(1);
  });

  it('shows the empty state when there are none', async () => {
    stubRoutes({ [LIST]: [listReply([], 0)] });
    renderWithProviders(<NotificationsList />);
    expect(await screen.findByText('You have no notifications yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });
});

describe('NotificationPreferences', () => {
  const rows = (overrides: Record<string, boolean> = {}) =>
    ['top_up_credited', 'password_changed'].flatMap((kind) =>
      ['email', 'telegram'].map((channel) => ({
        kind,
        channel,
        enabled: overrides[`${kind}.${channel}`] ?? true,
        locked: kind === 'password_changed',
      })),
    );

  it('switches a channel off and shows security kinds locked on', async () => {
    const calls = stubRoutes({
      [`GET ${notificationsPaths.preferences}`]: [ok(rows())],
      [`PUT ${notificationsPaths.preferences}`]: [ok(rows({ 'top_up_credited.email': false }))],
    });
    renderWithProviders(<NotificationPreferences />);
    const email = await screen.findByRole('checkbox', { name: 'Balance topped up: E-mail' });
    const locked = screen.getByRole('checkbox', { name: 'Password changed: Telegram' });
    expect(locked).toBeChecked();
    expect(locked).toBeDisabled();
    fireEvent.click(email);
    // The switch moves with the tap, before the server answers (Chromium's click check saw it spring back).
    expect(email).not.toBeChecked();
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(email).not.toBeChecked();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      preferences: [{ kind: 'top_up_credited', channel: 'email', enabled: false }],
    });
  });
});
