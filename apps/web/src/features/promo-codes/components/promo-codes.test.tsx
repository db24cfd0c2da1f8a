import { promoCodePaths } from '@portal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { profileQueryKey } from '@/lib/profile';
import { demoProfile, renderWithProviders } from '@/test/render';
import { invalid, ok, stubRoutes } from '@/test/test-network';
import { PromoCodes } from './promo-codes';

afterEach(() => vi.unstubAllGlobals());

const zeros = { received: 0, received_codes: [], total_income: 0, total_count: 0, history: [] };
const afterRedeem = {
  received: 0,
  received_codes: [],
  total_income: 10000,
  total_count: 1,
  history: [{ id: 1, code: 'DEMO2026', amount: 10000, redeemed_at: '2026-05-01T09:00:00Z' }],
};

function renderPage(routes: Parameters<typeof stubRoutes>[0]) {
  localStorage.setItem('token', 't');
  const calls = stubRoutes(routes);
  const view = renderWithProviders(<PromoCodes />, '/user/promo-code/list');
  view.queryClient.setQueryData(profileQueryKey, demoProfile);
  return Object.assign(calls, { queryClient: view.queryClient });
}

const enterCode = (code: string) => {
  fireEvent.input(screen.getByLabelText('Promo code'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
};

describe('PromoCodes', () => {
  it('shows the four figures as zeros and the empty lists when nothing was received or used', async () => {
    renderPage({ [`GET ${promoCodePaths.overview}`]: [ok(zeros)] });
    await waitFor(() => expect(screen.getByTestId('promo-income')).toHaveTextContent('0 som'));
    expect(screen.getByTestId('promo-received')).toHaveTextContent('0');
    expect(screen.getByTestId('promo-count')).toHaveTextContent('0');
    expect(screen.getByRole('heading', { name: 'Enter a code' })).toBeInTheDocument();
    expect(screen.getByText('You have no received codes')).toBeInTheDocument();
    expect(screen.getByText('You have not used any promo codes yet')).toBeInTheDocument();
  });

  it('lists received codes with their amount and end date', async () => {
    renderPage({
      [`GET ${promoCodePaths.overview}`]: [
        ok({ ...zeros, received: 1, received_codes: [{ code: 'GIFT1', amount: 7500, valid_until: null }] }),
      ],
    });
    const item = await screen.findByText('GIFT1');
    const row = item.closest('li') as HTMLElement;
    expect(row).toHaveTextContent('7,500 som');
    expect(row).toHaveTextContent('No expiry');
    expect(screen.getByTestId('promo-received')).toHaveTextContent('1');
  });

  it('redeems a code, shows the credited amount and refreshes the figures and the balance', async () => {
    const calls = renderPage({
      [`GET ${promoCodePaths.overview}`]: [ok(zeros), ok(afterRedeem)],
      [`POST ${promoCodePaths.redeem}`]: [ok({ amount: 10000, balance: 10000 })],
    });
    await screen.findByText('You have not used any promo codes yet');
    enterCode('DEMO2026');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Promo code accepted: 10,000 som added to your balance.',
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ code: 'DEMO2026' });
    await waitFor(() => expect(screen.getByTestId('promo-count')).toHaveTextContent('1'));
    const history = screen.getByRole('heading', { name: 'Codes used' }).parentElement as HTMLElement;
    expect(within(history).getByText('DEMO2026')).toBeInTheDocument();
    expect(screen.getByLabelText('Promo code')).toHaveValue('');
    // The profile (the balance shown everywhere) is marked stale, so it is read again where shown.
    expect(calls.queryClient.getQueryState(profileQueryKey)?.isInvalidated).toBe(true);
  });

  it("shows the server's message under the field when the code is refused", async () => {
    renderPage({
      [`GET ${promoCodePaths.overview}`]: [ok(zeros)],
      [`POST ${promoCodePaths.redeem}`]: [invalid({ code: ['You have already used this promo code.'] })],
    });
    await screen.findByText('You have not used any promo codes yet');
    enterCode('DEMO2026');
    expect(await screen.findByText('You have already used this promo code.')).toBeInTheDocument();
    expect(screen.getByLabelText('Promo code')).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks the code with the shared schema before sending', async () => {
    const calls = renderPage({ [`GET ${promoCodePaths.overview}`]: [ok(zeros)] });
    await screen.findByText('You have not used any promo codes yet');
    enterCode('');
    expect(await screen.findByText('Please fill in this field.')).toBeInTheDocument();
    enterCode('no spaces!');
    expect(await screen.findByText('There is no such promo code.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('explains a rate limit', async () => {
    renderPage({
      [`GET ${promoCodePaths.overview}`]: [ok(zeros)],
      [`POST ${promoCodePaths.redeem}`]: [
        { status: 429, body: { status: false, code: 'RATE_LIMITED', message: 'Too many' } },
      ],
    });
    await screen.findByText('You have not used any promo codes yet');
    enterCode('GUESS1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts');
  });
});
