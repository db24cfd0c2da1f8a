import { type AccountDeleteBlocker, myDataPaths } from '@portal/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { FlashNotice } from '@/components/ui/flash-notice';
import { renderRoutes } from '@/test/render';
import { invalid, ok, stubRoutes } from '@/test/test-network';
import { MyDataScreen } from './my-data-screen';

beforeEach(() => localStorage.setItem('token', 'a-token'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
});

const pending = {
  id: 7,
  status: 'pending',
  size_bytes: null,
  created_at: '2026-06-01T09:00:00.000Z',
  ready_at: null,
  expires_at: null,
};
const ready = {
  ...pending,
  status: 'ready',
  size_bytes: 20_480,
  ready_at: '2026-06-01T09:00:05.000Z',
  expires_at: '2026-06-02T09:00:05.000Z',
};
const blocked = (blockers: AccountDeleteBlocker[]) => ({
  status: 409,
  body: { status: false, code: 'ACCOUNT_DELETE_BLOCKED', message: 'server words', blockers },
});

const renderScreen = () =>
  renderRoutes(
    [
      { path: '/user/data', element: <MyDataScreen /> },
      { path: '/', element: <FlashNotice /> },
    ],
    '/user/data',
  );

describe('MyDataScreen: download my data', () => {
  it('starts a copy, shows it being prepared and turns to a download with its expiry by itself', async () => {
    const calls = stubRoutes({
      [`GET ${myDataPaths.exports}`]: [
        ok({ exports: [] }),
        ok({ exports: [pending] }),
        ok({ exports: [ready] }),
      ],
      [`POST ${myDataPaths.exports}`]: [ok(pending)],
    });
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Prepare my data' }));
    expect(await screen.findByText('Preparing your data… This page updates by itself.')).toBeInTheDocument();
    // The list is asked again while the copy is prepared (every 3 s), without a reload.
    expect(
      await screen.findByText(
        'Your data is ready (20 KB). It can be downloaded until 2 Jun 2026, 14:00.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download (JSON)' })).toBeEnabled();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('offers a new copy when the last one expired, and shows a refusal of the daily limit', async () => {
    stubRoutes({
      [`GET ${myDataPaths.exports}`]: [ok({ exports: [{ ...ready, status: 'expired', size_bytes: null }] })],
      [`POST ${myDataPaths.exports}`]: [
        { status: 429, body: { status: false, code: 'RATE_LIMITED', message: 'Too many' } },
      ],
    });
    renderScreen();
    expect(
      await screen.findByText(
        'The last copy expired on 2 Jun 2026, 14:00. Prepare a new one if you need it.',
      ),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Prepare a new copy' }));
    expect(
      await screen.findByText('Too many attempts. Please wait a moment and try again.'),
    ).toBeInTheDocument();
  });
});

describe('MyDataScreen: delete my account', () => {
  it('lists every reason the account cannot be deleted yet, each with its way out', async () => {
    stubRoutes({
      [`GET ${myDataPaths.exports}`]: [ok({ exports: [] })],
      [`POST ${myDataPaths.deleteGetCode}`]: [
        blocked([
          { kind: 'hosting_order', order_id: 12, tariff: 'Start' },
          { kind: 'domain', domain_id: 4, name: 'shop.uz', expires_at: '2027-03-01T10:00:00.000Z' },
          { kind: 'domain', domain_id: 5, name: 'new.uz', expires_at: null },
          { kind: 'balance', amount: 1234.5 },
        ]),
        blocked([{ kind: 'balance', amount: -500 }]),
      ],
    });
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Send a code to my e-mail' }));
    const list = await screen.findByTestId('deletion-blockers');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The account cannot be deleted yet: finish each item listed first.',
    );
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Hosting order no. 12 (Start) is not finished: cancel it or let it end. Open it in My orders',
      'The domain shop.uz is live until 1 Mar 2027: transfer it away or let it expire. Open the domain',
      'The domain new.uz is being registered or transferred: wait until it is done. Open the domain',
      'Your balance is 1,234.5 som: spend it or ask support for a refund. Ask support for a refund',
    ]);
    expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', '/my_orders#order-12');
    expect(within(items[1]!).getByRole('link')).toHaveAttribute('href', '/domen/mydomen/4');
    const refund = new URL(within(items[3]!).getByRole('link').getAttribute('href') ?? '', 'http://portal');
    expect(refund.pathname).toBe('/support/tickets/new');
    expect(Object.fromEntries(refund.searchParams)).toEqual({
      department: 'billing',
      subject: 'Refund of my balance before deleting my account',
    });
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();

    // A balance below zero is topped up, not refunded.
    fireEvent.click(screen.getByRole('button', { name: 'Send a code to my e-mail' }));
    expect(await screen.findByText(/Your balance is -500 som: top it up to zero/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Top up the balance' })).toHaveAttribute('href', '/pay');
  });

  it('lets a code sent a moment ago be typed when another may not be sent yet (after a reload, say)', async () => {
    stubRoutes({
      [`GET ${myDataPaths.exports}`]: [ok({ exports: [] })],
      [`POST ${myDataPaths.deleteGetCode}`]: [
        { status: 429, body: { status: false, code: 'RATE_LIMITED', message: 'Too many' } },
      ],
    });
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Send a code to my e-mail' }));
    expect(
      await screen.findByText(
        'A code was sent a moment ago. Enter it below, or ask for a new one in a minute.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Code from the e-mail')).toBeInTheDocument();
  });

  it('asks for the password, the code and a confirmation, then signs out and says so on the home page', async () => {
    const calls = stubRoutes({
      [`GET ${myDataPaths.exports}`]: [ok({ exports: [] })],
      [`POST ${myDataPaths.deleteGetCode}`]: [ok({ resend_after: 60 })],
      [`POST ${myDataPaths.deleteAccount}`]: [
        invalid({ password: ['The password is incorrect.'] }),
        ok(null),
      ],
    });
    const { router } = renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Send a code to my e-mail' }));
    expect(
      await screen.findByText('We have sent a code to your e-mail. It is valid for 15 minutes.'),
    ).toBeInTheDocument();
    fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'Secret#2024' } });
    fireEvent.input(screen.getByLabelText('Code from the e-mail'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Tick the box to confirm.')).toBeInTheDocument();
    expect(calls.filter((call) => call.url === myDataPaths.deleteAccount)).toHaveLength(0);

    fireEvent.click(screen.getByLabelText('I understand that my account will be deleted for good.'));
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('The password is incorrect.')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('a-token');

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    });
    expect(
      await screen.findByText('Your account has been deleted. Thank you for having been with us.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('token')).toBeNull();
    expect(calls.filter((call) => call.url === myDataPaths.deleteAccount).at(-1)?.body).toEqual({
      password: 'Secret#2024',
      code: '123456',
    });
  });
});
