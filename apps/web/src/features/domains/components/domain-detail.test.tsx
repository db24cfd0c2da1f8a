import { apiPaths, domainPath, domainPaths, hostingPaths } from '@portal/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Navigate } from 'react-router';
import { flashState } from '@/components/ui/flash-notice';
import { renderRoutes } from '@/test/render';
import { invalid, ok, stubRoutes } from '@/test/test-network';
import { DomainDetailScreen } from './domain-detail';
import { domainFixture, profileWith } from './test-data';

beforeEach(() => localStorage.setItem('token', 't'));
afterEach(() => vi.unstubAllGlobals());

const DETAIL = `GET ${domainPath(domainPaths.detail, 7)}`;
const NAMESERVERS = `PUT ${domainPath(domainPaths.nameservers, 7)}`;
const RENEW = `PUT ${domainPath(domainPaths.renew, 7)}`;
const PROFILE = `GET ${apiPaths.profile}`;

const renderDetail = () =>
  renderRoutes([{ path: '/domen/mydomen/:id', element: <DomainDetailScreen /> }], '/domen/mydomen/7');

const sentHeaders = () =>
  vi.mocked(fetch).mock.calls.map(([, init]) => new Headers((init as RequestInit).headers));

describe('DomainDetailScreen states', () => {
  it('a .uz domain being registered by staff says so and offers no renewal yet', async () => {
    stubRoutes({
      [DETAIL]: [
        ok(domainFixture({ status: 'pending', manual: true, expires_at: null, remaining_days: null })),
      ],
    });
    renderDetail();
    expect(
      await screen.findByText(
        'Our staff are registering the domain with the .uz registry: this takes 1–2 working days.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('domain-status')).toHaveTextContent('Being registered');
    expect(screen.queryByRole('heading', { name: 'Renew' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change name servers' })).not.toBeInTheDocument();
  });

  it('a domain in grace says until when it can be renewed, and offers the renewal', async () => {
    stubRoutes({
      [DETAIL]: [
        ok(domainFixture({ status: 'grace', state_ends_at: '2026-12-04T10:00:00.000Z', remaining_days: -3 })),
      ],
      [PROFILE]: [ok(profileWith(500_000))],
    });
    renderDetail();
    expect(
      await screen.findByText('The domain has expired. Renew it before 4 Dec 2026 to keep it.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Renew' })).toBeInTheDocument();
  });

  it('a domain in redemption offers only the restore, at its price', async () => {
    stubRoutes({
      [DETAIL]: [
        ok(
          domainFixture({
            status: 'redemption',
            state_ends_at: '2027-01-03T10:00:00.000Z',
            prices: { renew: { '1': 130_000 }, restore: { '1': 650_000 } },
          }),
        ),
      ],
      [PROFILE]: [ok(profileWith(500_000))],
    });
    renderDetail();
    expect(
      await screen.findByText(
        'The domain is in redemption: only a restore for 650,000 som brings it back, until 3 Jan 2027.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Renew' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restore' })).toBeEnabled();
    expect(
      await screen.findByText('Not enough money on your balance: 150,000 som is missing.'),
    ).toBeInTheDocument();
  });

  it('a failed registration says the money came back, and shows the refunded operation', async () => {
    stubRoutes({
      [DETAIL]: [
        ok(
          domainFixture({
            status: 'failed',
            expires_at: null,
            remaining_days: null,
            operations: [
              {
                id: 1,
                action: 'register',
                status: 'refunded',
                years: 1,
                amount: 120_000,
                error: 'taken',
                created_at: '2026-11-25T10:00:00.000Z',
                completed_at: '2026-11-25T10:01:00.000Z',
              },
            ],
          }),
        ),
      ],
    });
    renderDetail();
    expect(
      await screen.findByText(
        'The domain could not be registered. The payment was returned to your balance.',
      ),
    ).toBeInTheDocument();
    const operations = screen.getByRole('region', { name: 'Orders and changes' });
    expect(operations).toHaveTextContent('Registration · 1 yr · 120,000 som · refunded');
  });

  it('another customer’s domain (404) reads as not found', async () => {
    stubRoutes({});
    renderDetail();
    expect(await screen.findByText('Domain not found.')).toBeInTheDocument();
  });
});

describe('DomainDetailScreen name servers', () => {
  it('sends the custom list, validated first, and shows the result', async () => {
    const calls = stubRoutes({
      [DETAIL]: [ok(domainFixture())],
      [PROFILE]: [ok(profileWith(500_000))],
      [NAMESERVERS]: [ok(domainFixture({ nameservers: ['ns1.host.uz', 'ns2.host.uz'] }))],
    });
    renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: 'Change name servers' }));
    const box = screen.getByLabelText('Name servers, one per line');
    expect(box).toHaveValue('ns1.portal.uz\nns2.portal.uz');
    fireEvent.input(box, { target: { value: 'ns1.host.uz\nns1.host.uz' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Each name server may be listed only once.')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.input(box, { target: { value: 'ns1.host.uz ns2.host.uz' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/^Saved\. The registrar applies the change/)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      nameservers: ['ns1.host.uz', 'ns2.host.uz'],
    });
  });

  it('offers the portal’s own name servers again, next to a hosting order and my own list', async () => {
    const calls = stubRoutes({
      [DETAIL]: [ok(domainFixture({ nameservers: ['ns1.elsewhere.uz', 'ns2.elsewhere.uz'] }))],
      [PROFILE]: [ok(profileWith(500_000))],
      [NAMESERVERS]: [ok(domainFixture())],
    });
    renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: 'Change name servers' }));
    expect(screen.getByLabelText(/My hosting/)).toBeInTheDocument();
    expect(screen.getByLabelText(/My own name servers/)).toBeChecked();
    fireEvent.click(screen.getByLabelText(/Our name servers/));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/^Saved\. The registrar applies the change/)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ portal_nameservers: true });
  });

  it('points the domain at one of my running hosting orders, and shows a server refusal on the field', async () => {
    const calls = stubRoutes({
      [DETAIL]: [ok(domainFixture())],
      [PROFILE]: [ok(profileWith(500_000))],
      [`GET ${hostingPaths.orders}?per_page=100`]: [
        ok([
          {
            id: 31,
            status: 'active',
            created_at: '2026-11-01T10:00:00.000Z',
            expires_at: '2026-12-01T10:00:00.000Z',
            remaining_days: 6,
            auto_renew: false,
            server: { id: 1, name: 'Toshkent-1', location: 'Toshkent' },
            domains: [],
            cancellation: null,
            tariff: { id: 11, name: 'Start' },
            settings: { pay: { type: '2592000' } },
            panel: { account: { login: 'u31', password: null } },
          },
        ]),
      ],
      [NAMESERVERS]: [invalid({ hosting_order_id: ['This hosting order is not running.'] })],
    });
    renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: 'Change name servers' }));
    fireEvent.click(screen.getByLabelText(/My hosting/));
    const select = await screen.findByLabelText('Hosting order');
    await waitFor(() => expect(select).toHaveValue('31'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This hosting order is not running.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ hosting_order_id: 31 });
  });

  it('a domain our name servers answer for links to its zone on the hosting order’s DNS records', async () => {
    stubRoutes({ [DETAIL]: [ok(domainFixture({ hosting_order_id: 31 }))] });
    renderDetail();
    expect(await screen.findByRole('link', { name: 'DNS records of this domain' })).toHaveAttribute(
      'href',
      '/my_orders/31?tab=dns&zone=mysite.com',
    );
  });

  it('a domain on other name servers has no such link', async () => {
    stubRoutes({ [DETAIL]: [ok(domainFixture({ nameservers: ['ns1.other.net', 'ns2.other.net'] }))] });
    renderDetail();
    await screen.findByText('ns1.other.net');
    expect(screen.queryByRole('link', { name: 'DNS records of this domain' })).not.toBeInTheDocument();
  });
});

describe('DomainDetailScreen name-server refusals', () => {
  const editAndSave = async (text: string) => {
    fireEvent.click(await screen.findByRole('button', { name: 'Change name servers' }));
    fireEvent.input(screen.getByLabelText('Name servers, one per line'), { target: { value: text } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  };

  it('puts a server error on one of the servers (nameservers.1) on the list, not in a banner', async () => {
    stubRoutes({
      [DETAIL]: [ok(domainFixture())],
      [PROFILE]: [ok(profileWith(500_000))],
      [NAMESERVERS]: [invalid({ 'nameservers.1': ['ns2.host.uz does not answer.'] })],
    });
    renderDetail();
    await editAndSave('ns1.host.uz\nns2.host.uz');
    const box = screen.getByLabelText('Name servers, one per line');
    await waitFor(() => expect(box).toHaveAttribute('aria-invalid', 'true'));
    expect(box).toHaveAccessibleDescription(/ns2\.host\.uz does not answer\./);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('says any other refusal in one banner: the error’s own text, else the screen’s', async () => {
    stubRoutes({
      [DETAIL]: [ok(domainFixture())],
      [PROFILE]: [ok(profileWith(500_000))],
      [NAMESERVERS]: [
        { status: 409, body: { status: false, code: 'CONFLICT', message: 'Conflict' } },
        { status: 500, body: { status: false, code: 'INTERNAL', message: 'Internal error' } },
      ],
    });
    renderDetail();
    await editAndSave('ns1.host.uz\nns2.host.uz');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This action conflicts with the current state. Refresh and try again.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Could not change the name servers. Please try again later.',
      ),
    );
    expect(screen.getByLabelText('Name servers, one per line')).not.toHaveAttribute('aria-invalid');
  });
});

describe('DomainDetailScreen renewal', () => {
  it('confirms the term and the sum, then pays with an Idempotency-Key', async () => {
    const calls = stubRoutes({
      [DETAIL]: [ok(domainFixture())],
      [PROFILE]: [ok(profileWith(500_000))],
      [RENEW]: [ok(domainFixture())],
    });
    renderDetail();
    const renew = await screen.findByRole('region', { name: 'Renew' });
    fireEvent.change(within(renew).getByLabelText('Term'), { target: { value: '2' } });
    expect(within(renew).getByTestId('money-facts')).toHaveTextContent('Price250,000 som');
    fireEvent.click(within(renew).getByRole('button', { name: 'Renew' }));
    expect(
      within(renew).getByText('Renew mysite.com for 2 yr for 250,000 som from your balance?'),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    fireEvent.click(within(renew).getByRole('button', { name: 'Yes, renew' }));
    expect(await within(renew).findByText('Paid. The registrar is renewing the domain.')).toBeInTheDocument();
    const put = calls.findIndex((call) => call.method === 'PUT');
    expect(calls[put]?.body).toEqual({ years: 2 });
    expect(sentHeaders()[put]?.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('names the shortfall when the server refuses the charge', async () => {
    stubRoutes({
      [DETAIL]: [ok(domainFixture())],
      [PROFILE]: [ok(profileWith(500_000))],
      [RENEW]: [
        { status: 402, body: { status: false, code: 'INSUFFICIENT_FUNDS', message: 'No', shortfall: 5_000 } },
      ],
    });
    renderDetail();
    const renew = await screen.findByRole('region', { name: 'Renew' });
    fireEvent.click(within(renew).getByRole('button', { name: 'Renew' }));
    fireEvent.click(within(renew).getByRole('button', { name: 'Yes, renew' }));
    expect(
      await within(renew).findByText('Not enough money on your balance: 5,000 som is missing.'),
    ).toBeInTheDocument();
  });
});

describe('DomainDetailScreen history and settings', () => {
  const event = (id: number, kind: string, action: string) => ({
    id,
    kind,
    action,
    from_status: null,
    to_status: null,
    at: '2026-11-26T10:00:00.000Z',
  });

  it('names every event in words, never by its key', async () => {
    stubRoutes({
      [DETAIL]: [
        ok(
          domainFixture({
            events: [
              event(1, 'auto_renew', 'on'),
              event(2, 'transfer_code', 'revealed'),
              event(3, 'auto_renew', 'auto_renew_failed'),
              event(4, 'something_new', 'x'),
              event(5, 'auto_renew', 'autopay_failed'),
              event(6, 'auto_renew', 'autopay_paid'),
            ],
          }),
        ),
      ],
    });
    renderDetail();
    const history = await screen.findByRole('region', { name: 'History' });
    expect(within(history).getByText('Auto-renewal turned on')).toBeInTheDocument();
    expect(within(history).getByText('Transfer code shown')).toBeInTheDocument();
    expect(within(history).getByText('Auto-renewal could not pay from the balance')).toBeInTheDocument();
    expect(within(history).getByText('Change')).toBeInTheDocument();
    expect(within(history).getByText('Auto-pay: the card could not be charged')).toBeInTheDocument();
    expect(within(history).getByText('Auto-pay: the card was charged for the renewal')).toBeInTheDocument();
    expect(history).not.toHaveTextContent(/auto_renew|transfer_code|something_new|autopay_/);
  });

  it('the auto-renewal switch says what it did', async () => {
    const AUTO_RENEW = `PUT ${domainPath(domainPaths.autoRenew, 7)}`;
    stubRoutes({
      [DETAIL]: [ok(domainFixture()), ok(domainFixture({ auto_renew: true })), ok(domainFixture())],
      [AUTO_RENEW]: [ok(domainFixture({ auto_renew: true })), ok(domainFixture())],
    });
    renderDetail();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Renew automatically' }));
    expect(
      await screen.findByText(
        "Auto-renewal is on: a year's renewal will be paid from your balance 30 days before 25 Nov 2027.",
      ),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Renew automatically' }));
    expect(
      await screen.findByText('Auto-renewal is off: the domain expires on 25 Nov 2027 unless you renew it.'),
    ).toBeInTheDocument();
  });
});

describe('DomainDetailScreen after a transfer', () => {
  const transferOperation = (status: 'pending' | 'refunded', error: string | null) => ({
    id: 3,
    action: 'transfer' as const,
    status,
    years: 1,
    amount: 200_000,
    error,
    created_at: '2026-11-25T10:00:00.000Z',
    completed_at: status === 'refunded' ? '2026-11-25T10:05:00.000Z' : null,
  });

  it.each([
    ['auth_code_invalid: Invalid auth code', 'the transfer (EPP) code is wrong.'],
    [
      'transfer_locked: Domain is locked at the current registrar',
      'the domain is locked at your current registrar.',
    ],
    ['transfer_too_new: Domain was registered less than 60 days ago', 'less than 60 days ago'],
    ['rejected: something else', 'the current registrar refused it.'],
  ])('a failed transfer says it was a transfer, why (%s) and what to do', async (error, words) => {
    stubRoutes({
      [DETAIL]: [
        ok(
          domainFixture({
            status: 'failed',
            expires_at: null,
            operations: [transferOperation('refunded', error)],
          }),
        ),
      ],
    });
    renderDetail();
    const note = await screen.findByText(/^The transfer of mysite\.com failed:/);
    expect(note).toHaveTextContent(words);
    expect(note).toHaveTextContent('The payment was returned to your balance.');
    expect(screen.queryByText(/could not be registered/)).not.toBeInTheDocument();
  });

  it('the "transfer started" message goes when a live update says the transfer failed', async () => {
    stubRoutes({
      [DETAIL]: [
        ok(domainFixture({ status: 'transfer_pending', operations: [transferOperation('pending', null)] })),
        ok(
          domainFixture({
            status: 'failed',
            operations: [transferOperation('refunded', 'transfer_locked: Domain is locked')],
          }),
        ),
      ],
    });
    const { queryClient } = renderRoutes(
      [
        {
          path: '/start',
          element: (
            <Navigate
              to="/domen/mydomen/7"
              state={flashState('Paid. The transfer of mysite.com has started.')}
            />
          ),
        },
        { path: '/domen/mydomen/:id', element: <DomainDetailScreen /> },
      ],
      '/start',
    );
    expect(await screen.findByText('Paid. The transfer of mysite.com has started.')).toBeInTheDocument();
    // What the live stream does when the domain changes: the detail is fetched again.
    await act(() => queryClient.invalidateQueries());
    expect(await screen.findByText(/^The transfer of mysite\.com failed:/)).toBeInTheDocument();
    expect(screen.queryByText('Paid. The transfer of mysite.com has started.')).not.toBeInTheDocument();
  });
});
