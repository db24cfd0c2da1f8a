import { paymentPaths } from '@portal/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { browserLocation } from '@/lib/browser-location';
import { renderWithProviders, stubApi } from '@/test/render';
import { AmountForm } from './amount-form';
import { merchantsFixture } from './test-data';

const payme = merchantsFixture[1]!;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const amountInput = () => screen.getByLabelText('Amount, som');
const submitButton = () => screen.getByRole('button', { name: 'Pay with Payme' });

function submit(value: string) {
  fireEvent.input(amountInput(), { target: { value } });
  fireEvent.click(submitButton());
}

describe('AmountForm', () => {
  it('is a numeric input with step 0.01 and the method bounds, and cannot be sent while empty', () => {
    stubApi({});
    renderWithProviders(<AmountForm merchant={payme} />);
    expect(amountInput()).toHaveAttribute('type', 'number');
    expect(amountInput()).toHaveAttribute('step', '0.01');
    expect(amountInput()).toHaveAttribute('min', '1000');
    expect(amountInput()).toHaveAttribute('max', '10000000');
    expect(screen.getByText('From 1,000 to 10,000,000 som')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    fireEvent.input(amountInput(), { target: { value: '5000' } });
    expect(submitButton()).toBeEnabled();
    fireEvent.input(amountInput(), { target: { value: '' } });
    expect(submitButton()).toBeDisabled();
  });

  it.each([
    ['999.99', 'The amount is below the minimum.'],
    ['10000000.01', 'The amount is above the maximum.'],
    ['1500.555', 'Enter an amount in som with at most 2 decimals.'],
  ])('refuses %s without calling the API', async (value, message) => {
    const calls = stubApi({});
    renderWithProviders(<AmountForm merchant={payme} />);
    submit(value);
    // The contract schema checks it (asynchronously, as every form resolver does).
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(amountInput()).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('creates the invoice and sends the browser to the payment URL', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const calls = stubApi({
      [paymentPaths.createInvoice]: {
        body: { status: true, data: { invoice_id: 9, payment_url: 'https://checkout.test/abc' } },
      },
    });
    renderWithProviders(<AmountForm merchant={payme} />);
    submit('25000.50');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.test/abc'));
    expect(calls[0]?.init.method).toBe('POST');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ merchant: 'payme', amount: '25000.50' });
  });

  it('says the payment link was not received when the answer has no payment_url', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    stubApi({ [paymentPaths.createInvoice]: { body: { status: true, data: { invoice_id: 9 } } } });
    renderWithProviders(<AmountForm merchant={payme} />);
    submit('25000');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not get the payment link. Please try another method.',
    );
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows the generic payment error when the call fails', async () => {
    stubApi({
      [paymentPaths.createInvoice]: {
        status: 500,
        body: { status: false, code: 'INTERNAL', message: 'boom' },
      },
    });
    renderWithProviders(<AmountForm merchant={payme} />);
    submit('25000');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred during payment! Please try again.',
    );
  });

  it('shows the server text for the amount field under the input', async () => {
    stubApi({
      [paymentPaths.createInvoice]: {
        status: 422,
        body: {
          status: false,
          code: 'VALIDATION_FAILED',
          message: 'Check the fields',
          errors: { amount: ['The amount is above the maximum.'] },
        },
      },
    });
    renderWithProviders(<AmountForm merchant={payme} />);
    submit('25000');
    expect(await screen.findByText('The amount is above the maximum.')).toBeInTheDocument();
  });
});
