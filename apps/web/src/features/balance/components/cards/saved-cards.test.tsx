import { AUTOPAY_CONSENT_VERSION, paymentPaths, savedCardPaths } from '@portal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, stubApi } from '@/test/render';
import { SavedCards } from './saved-cards';

const card = (id: number, autopay: boolean) => ({
  id,
  masked_number: id === 1 ? '860049******6478' : '860006******6311',
  expiry: '03/99',
  autopay,
  created_at: '2026-12-01T00:00:00.000Z',
});
const autopayOff = {
  enabled: false,
  card_id: null,
  max_charge_som: null,
  consent_version: null,
  consented_at: null,
};
const autopayOn = {
  enabled: true,
  card_id: 1,
  max_charge_som: 200000,
  consent_version: AUTOPAY_CONSENT_VERSION,
  consented_at: '2026-12-01T00:00:00.000Z',
};
const ok = (data: unknown) => ({ body: { status: true, data } });

afterEach(() => vi.unstubAllGlobals());

describe('SavedCards', () => {
  it('lists masked cards with expiry and the auto-pay card; removing it warns that auto-pay turns off', async () => {
    const calls = stubApi({
      [savedCardPaths.cards]: ok([card(1, true), card(2, false)]),
      [savedCardPaths.autopay]: ok(autopayOn),
      [savedCardPaths.card.replace(':id', '1')]: ok(null),
    });
    renderWithProviders(<SavedCards />);
    const list = await screen.findByRole('list', { name: 'Saved cards' });
    expect(within(list).getByText('860049******6478')).toBeInTheDocument();
    expect(within(list).getAllByText('Valid until 03/99')).toHaveLength(2);
    expect(within(list).getAllByText('Auto-pay uses this card')).toHaveLength(1);
    expect(
      await screen.findByText(
        'Auto-pay is on: the card 860049******6478 is charged at most 200,000 som per renewal.',
      ),
    ).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Remove the card 860049******6478' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the card?' });
    expect(within(dialog).getByText(/auto-pay will be turned off/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove the card' }));
    await waitFor(() => expect(calls.some((call) => call.init.method === 'DELETE')).toBe(true));
    const removed = calls.find((call) => call.init.method === 'DELETE');
    expect(removed?.url).toBe(savedCardPaths.card.replace(':id', '1'));
  });

  it('does not warn about auto-pay when removing another card', async () => {
    stubApi({
      [savedCardPaths.cards]: ok([card(1, true), card(2, false)]),
      [savedCardPaths.autopay]: ok(autopayOn),
    });
    renderWithProviders(<SavedCards />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove the card 860006******6311' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByText(/auto-pay will be turned off/)).toBeNull();
  });

  it('keeps auto-pay off until the consent is ticked, then sends the card, ceiling and consent version', async () => {
    const calls = stubApi({
      [savedCardPaths.cards]: ok([card(1, false), card(2, false)]),
      [savedCardPaths.autopay]: ok(autopayOff),
    });
    renderWithProviders(<SavedCards />);
    expect(await screen.findByText('Auto-pay is off.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Card to charge'), { target: { value: '2' } });
    fireEvent.input(screen.getByLabelText(/Most per charge/), { target: { value: '150000' } });
    expect(screen.getByText('Never more than 150,000 som in one charge.')).toBeInTheDocument();
    expect(screen.getByText(/Three days before a hosting order renews/)).toBeInTheDocument();
    expect(screen.getByText(/Turn auto-pay off here or remove the card at any time/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Turn on auto-pay' }));
    expect(await screen.findByText('Please fill in this field.')).toBeInTheDocument();
    expect(calls.filter((call) => call.init.method === 'PUT')).toHaveLength(0);

    fireEvent.click(screen.getByLabelText('I agree to these automatic charges'));
    fireEvent.click(screen.getByRole('button', { name: 'Turn on auto-pay' }));
    await waitFor(() => expect(calls.some((call) => call.init.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.init.method === 'PUT');
    expect(JSON.parse(String(put?.init.body))).toEqual({
      enabled: true,
      card_id: 2,
      max_charge_som: 150000,
      consent_version: AUTOPAY_CONSENT_VERSION,
    });
  });

  it('tops up from a saved card with an Idempotency-Key and says what was added', async () => {
    const chargeUrl = savedCardPaths.charge.replace(':id', '1');
    const calls = stubApi({
      [savedCardPaths.cards]: ok([card(1, false)]),
      [savedCardPaths.autopay]: ok(autopayOff),
      [paymentPaths.merchants]: ok([]),
      [chargeUrl]: ok({ charge_id: 3, invoice_id: 9, state: 'paid', amount: 25000 }),
    });
    renderWithProviders(<SavedCards canTopUp />);
    fireEvent.click(await screen.findByRole('button', { name: 'Top up' }));
    fireEvent.input(screen.getByLabelText('Amount, som'), { target: { value: '25000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Top up from the card •••• 6478' }));
    expect(await screen.findByText('25,000 som added to your balance.')).toBeInTheDocument();
    const charge = calls.find((call) => call.url === chargeUrl);
    expect(JSON.parse(String(charge?.init.body))).toEqual({ amount: '25000' });
    expect(new Headers(charge?.init.headers).get('Idempotency-Key')).toBeTruthy();
  });
});

describe('SavedCards after the first card', () => {
  it('offers the new card to auto-pay once it is saved', async () => {
    const replies = { cards: [] as ReturnType<typeof card>[] };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        const body =
          url === savedCardPaths.autopay
            ? init.method === 'PUT'
              ? { ...autopayOn, card_id: 1 }
              : autopayOff
            : replies.cards;
        return new Response(JSON.stringify({ status: true, data: body }), {
          headers: { 'Content-Type': 'application/json' },
        });
      }),
    );
    const { queryClient } = renderWithProviders(<SavedCards />);
    expect(await screen.findByText('Add a card to turn on auto-pay.')).toBeInTheDocument();
    replies.cards = [card(1, false)];
    await queryClient.invalidateQueries();
    fireEvent.input(await screen.findByLabelText(/Most per charge/), { target: { value: '1000' } });
    fireEvent.click(screen.getByLabelText('I agree to these automatic charges'));
    fireEvent.click(screen.getByRole('button', { name: 'Turn on auto-pay' }));
    expect(await screen.findByText(/Auto-pay is on: the card 860049/)).toBeInTheDocument();
  });
});
