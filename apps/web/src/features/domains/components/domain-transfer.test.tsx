import { apiPaths, domainPaths, profileRecordPaths } from '@portal/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { FlashNotice } from '@/components/ui/flash-notice';
import { renderRoutes } from '@/test/render';
import { ok, stubRoutes } from '@/test/test-network';
import { DomainTransfer } from './domain-transfer';
import { listedDomain, profileWith, recordFixture } from './test-data';

beforeEach(() => localStorage.setItem('token', 't'));
afterEach(() => vi.unstubAllGlobals());

const pricesOf = (zone: string) => `GET ${domainPaths.prices}?zone=${zone}`;
const zonePrices = (zone: string, transfer: Record<string, number>) =>
  ok([{ zone, register: { '1': 120_000 }, renew: { '1': 130_000 }, transfer, restore: {} }]);

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
      [`POST ${domainPaths.transfer}`]: [ok(listedDomain({ id: 15, status: 'transfer_pending' }))],
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
});
