import { apiPaths, domainPaths, profileRecordPaths } from '@portal/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { FlashNotice } from '@/components/ui/flash-notice';
import { renderRoutes } from '@/test/render';
import { invalid, ok, stubRoutes } from '@/test/test-network';
import { DomainTransfer } from './domain-transfer';
import { domainFixture, profileWith, recordFixture } from './test-data';

beforeEach(() => localStorage.setItem('token', 't'));
afterEach(() => vi.unstubAllGlobals());

const pricesOf = (zone: string) => `GET ${domainPaths.prices}?zone=${zone}`;
const zonePrices = (zone: string, transfer: Record<string, number>) =>
  ok([{ zone, register: { '1': 120_000 }, renew: { '1': 130_000 }, transfer, restore: {} }]);

const TRANSFER = `POST ${domainPaths.transfer}`;
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Pay and transfer' }));

/** Types a .com name and its code, and waits for the zone's price (the name's check rests first). */
async function fillCom() {
  fireEvent.input(screen.getByLabelText('Domain name'), { target: { value: 'mysite.com' } });
  fireEvent.input(screen.getByLabelText('Transfer code'), { target: { value: 'Xy7#code' } });
  await waitFor(() =>
    expect(screen.getByTestId('money-facts')).toHaveTextContent('Transfer price (adds a year)110,000 som'),
  );
}

const renderTransfer = () =>
  renderRoutes(
    [
      { path: '/domen/transfer', element: <DomainTransfer /> },
      { path: '/domen/mydomen/:id', element: <FlashNotice /> },
    ],
    '/domen/transfer',
  );

describe('DomainTransfer', () => {
  it('needs the name and the code, shows the zone’s transfer price, and sends the transfer once', async () => {
    const calls = stubRoutes({
      [`GET ${apiPaths.profile}`]: [ok(profileWith(500_000))],
      [pricesOf('com')]: [zonePrices('com', { '1': 110_000 })],
      [`POST ${domainPaths.transfer}`]: [ok(domainFixture({ id: 15, status: 'transfer_pending' }))],
    });
    const { router } = renderTransfer();
    fireEvent.click(screen.getByRole('button', { name: 'Pay and transfer' }));
    expect(await screen.findAllByText('Please fill in this field.')).toHaveLength(2);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.input(screen.getByLabelText('Domain name'), { target: { value: 'mysite.com' } });
    fireEvent.input(screen.getByLabelText('Transfer code'), { target: { value: ' Xy7#code ' } });
    await waitFor(() =>
      expect(screen.getByTestId('money-facts')).toHaveTextContent('Transfer price (adds a year)110,000 som'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Pay and transfer' }));
    expect(await screen.findByText('Paid. The transfer of mysite.com has started.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/domen/mydomen/15');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'mysite.com',
      auth_code: 'Xy7#code',
      years: 1,
    });
  });

  it('asks for the registrant of a .uz name', async () => {
    stubRoutes({
      [`GET ${apiPaths.profile}`]: [ok(profileWith(500_000))],
      [pricesOf('uz')]: [zonePrices('uz', { '1': 60_000 })],
      [`GET ${profileRecordPaths.list}`]: [ok([recordFixture()])],
    });
    renderTransfer();
    expect(screen.queryByText('Registrant')).not.toBeInTheDocument();
    fireEvent.input(screen.getByLabelText('Domain name'), { target: { value: 'mysite.uz' } });
    expect(await screen.findByText('Registrant')).toBeInTheDocument();
    expect(await screen.findByLabelText(/Karimova Aziza\s*Verified/)).toBeEnabled();
  });

  it('shows each field’s own message before sending: the name servers and the .uz registrant', async () => {
    const calls = stubRoutes({
      [`GET ${apiPaths.profile}`]: [ok(profileWith(500_000))],
      [pricesOf('uz')]: [zonePrices('uz', { '1': 60_000 })],
      // Two verified profiles: the customer must choose (the only one would be chosen for them).
      [`GET ${profileRecordPaths.list}`]: [
        ok([recordFixture(), recordFixture({ id: 8, firstname: 'Sardor' })]),
      ],
    });
    renderTransfer();
    fireEvent.input(screen.getByLabelText('Domain name'), { target: { value: 'mysite.uz' } });
    fireEvent.input(screen.getByLabelText('Transfer code'), { target: { value: 'Xy7#code' } });
    fireEvent.click(screen.getByLabelText(/My own name servers/));
    fireEvent.input(screen.getByLabelText('Name servers, one per line'), {
      target: { value: 'bad_host\nns2.example.uz' },
    });
    await screen.findByLabelText(/Karimova Aziza\s*Verified/);
    send();
    expect(
      await screen.findByText('Invalid name server: enter a host name such as ns1.example.uz.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Choose the owner’s profile: a .uz domain needs a profile with passport data.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Domain name')).not.toHaveAttribute('aria-invalid');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('puts the server’s field errors on their fields, and the one no field shows in the banner', async () => {
    stubRoutes({
      [`GET ${apiPaths.profile}`]: [ok(profileWith(500_000))],
      [pricesOf('com')]: [zonePrices('com', { '1': 110_000 })],
      [TRANSFER]: [
        invalid({
          auth_code: ['The transfer code is wrong.'],
          'nameservers.1': ['ns2.example.uz does not answer.'],
          years: ['A transfer adds one year.'],
        }),
      ],
    });
    renderTransfer();
    await fillCom();
    fireEvent.click(screen.getByLabelText(/My own name servers/));
    fireEvent.input(screen.getByLabelText('Name servers, one per line'), {
      target: { value: 'ns1.example.uz\nns2.example.uz' },
    });
    send();
    const banner = await screen.findByText('A transfer adds one year.');
    expect(banner).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Transfer code')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Transfer code')).toHaveAccessibleDescription(
      /The transfer code is wrong\./,
    );
    expect(screen.getByLabelText('Name servers, one per line')).toHaveAccessibleDescription(
      /ns2\.example\.uz does not answer\./,
    );
    expect(screen.getByLabelText('Domain name')).not.toHaveAttribute('aria-invalid');
  });

  it('says any other refusal in one banner, and names the server’s shortfall', async () => {
    const calls = stubRoutes({
      [`GET ${apiPaths.profile}`]: [ok(profileWith(500_000))],
      [pricesOf('com')]: [zonePrices('com', { '1': 110_000 })],
      [TRANSFER]: [
        { status: 429, body: { status: false, code: 'RATE_LIMITED', message: 'Slow down' } },
        {
          status: 402,
          body: { status: false, code: 'INSUFFICIENT_FUNDS', message: 'Not enough', shortfall: 35_000 },
        },
      ],
    });
    renderTransfer();
    await fillCom();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    send();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a moment and try again.',
    );
    send();
    expect(
      await screen.findByText('Not enough money on your balance: 35,000 som is missing.'),
    ).toBeInTheDocument();
    // The top-up is for the missing amount, and its result page leads back to this transfer.
    expect(screen.getByRole('link', { name: 'Top up the balance' })).toHaveAttribute(
      'href',
      '/pay?amount=35000&next=%2Fdomen%2Ftransfer',
    );
    // The shortfall is said with the price, not as a second banner.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2);
  });
});
