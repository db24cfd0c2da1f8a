import { savedCardPaths } from '@portal/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { CardForm } from './card-form';

// The card number goes from the browser to Payme alone: our API sees only the verified token.

const PAYME_URL = 'https://checkout.test.paycom.uz/api';
const OFFER_URL = 'https://offer.example.uz/payme-terms.html';
const NUMBER = '8600495473316478';

type Call = { url: string; init: RequestInit };

/** Our API and Payme's cards API, each answering as the real one would. */
function stubNetwork(options: { verifyError?: number } = {}) {
  const calls: Call[] = [];
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      if (url === PAYME_URL) {
        const { id, method } = JSON.parse(String(init.body)) as { id: number; method: string };
        if (method === 'cards.create')
          return json({ jsonrpc: '2.0', id, result: { card: { token: 'tok-created', verify: false } } });
        if (method === 'cards.get_verify_code')
          return json({ jsonrpc: '2.0', id, result: { sent: true, phone: '99890*****31', wait: 60000 } });
        if (options.verifyError)
          return json({ jsonrpc: '2.0', id, error: { code: options.verifyError, message: 'no' } });
        return json({ jsonrpc: '2.0', id, result: { card: { token: 'tok-verified', verify: true } } });
      }
      if (url === savedCardPaths.setup)
        return json({
          status: true,
          data: { api_url: PAYME_URL, merchant_id: 'cashbox-1', offer_url: OFFER_URL },
        });
      if (url === savedCardPaths.cards && init.method === 'POST')
        return json({
          status: true,
          data: {
            id: 7,
            masked_number: '860049******6478',
            expiry: '03/99',
            autopay: false,
            created_at: 'x',
          },
        });
      return json({ status: true, data: [] });
    }),
  );
  return calls;
}

async function fillDetails() {
  fireEvent.input(await screen.findByLabelText('Card number'), { target: { value: NUMBER } });
  fireEvent.input(screen.getByLabelText(/Valid until/), { target: { value: '03/99' } });
  fireEvent.click(screen.getByRole('button', { name: 'Get the SMS code' }));
  return screen.findByLabelText('Code from the SMS');
}

afterEach(() => vi.unstubAllGlobals());

describe('CardForm', () => {
  it('tokenizes at Payme with the merchant id alone and sends our API only the verified token', async () => {
    const calls = stubNetwork();
    renderWithProviders(<CardForm />);
    const code = await fillDetails();
    expect(screen.getByText('Payme has sent a code to 99890*****31.')).toBeInTheDocument();
    fireEvent.input(code, { target: { value: '666666' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm the card' }));
    expect(await screen.findByText('The card is saved.')).toBeInTheDocument();

    const payme = calls.filter((call) => call.url === PAYME_URL);
    expect(payme.map((call) => JSON.parse(String(call.init.body)).method)).toEqual([
      'cards.create',
      'cards.get_verify_code',
      'cards.verify',
    ]);
    expect(JSON.parse(String(payme[0]?.init.body)).params).toEqual({
      card: { number: NUMBER, expire: '0399' },
      save: true,
    });
    for (const call of payme) {
      expect(new Headers(call.init.headers).get('X-Auth')).toBe('cashbox-1');
      expect(call.init.credentials).toBe('omit');
    }
    const ours = calls.filter((call) => call.url !== PAYME_URL);
    expect(ours.length).toBeGreaterThan(0);
    for (const call of ours) {
      const sent = `${call.url} ${String(call.init.body ?? '')}`;
      expect(sent.replace(/\D/g, '')).not.toContain(NUMBER);
      expect(sent).not.toContain('0399');
    }
    const save = ours.find((call) => call.init.method === 'POST');
    expect(JSON.parse(String(save?.init.body))).toEqual({ token: 'tok-verified' });
  });

  it('follows Payme’s rules for a merchant form: no input names, no action, the offer and Powered by Payme', async () => {
    stubNetwork();
    const { container } = renderWithProviders(<CardForm />);
    await screen.findByLabelText('Card number');
    const form = container.querySelector('form');
    expect(form?.hasAttribute('action')).toBe(false);
    for (const input of container.querySelectorAll('input')) expect(input.hasAttribute('name')).toBe(false);
    expect(screen.getByRole('img', { name: 'Payme' })).toBeInTheDocument();
    // The offer's address is the one the setup answered (a setting), opened in a new tab.
    expect(screen.getByRole('link', { name: "Payme's public offer" })).toHaveAttribute('href', OFFER_URL);
    expect(screen.getByText('Card details are kept by Payme Business, not by us.')).toBeInTheDocument();
    expect(screen.getByText('Powered by Payme')).toBeInTheDocument();
  });

  it('refuses a mistyped number without calling Payme', async () => {
    const calls = stubNetwork();
    renderWithProviders(<CardForm />);
    fireEvent.input(await screen.findByLabelText('Card number'), { target: { value: '8600495473316479' } });
    fireEvent.input(screen.getByLabelText(/Valid until/), { target: { value: '13/99' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get the SMS code' }));
    expect(await screen.findByText('Enter the 16 digits of the card number.')).toBeInTheDocument();
    expect(screen.getByText('Enter the expiry as MM/YY.')).toBeInTheDocument();
    expect(calls.filter((call) => call.url === PAYME_URL)).toHaveLength(0);
  });

  it('words a wrong SMS code and saves nothing', async () => {
    const calls = stubNetwork({ verifyError: -31103 });
    renderWithProviders(<CardForm />);
    fireEvent.input(await fillDetails(), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm the card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is wrong.');
    await waitFor(() =>
      expect(calls.some((call) => call.init.method === 'POST' && call.url !== PAYME_URL)).toBe(false),
    );
  });
});
