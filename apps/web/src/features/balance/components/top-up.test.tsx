import { apiPaths, paymentPaths } from '@portal/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { demoProfile, renderWithProviders, stubApi } from '@/test/render';
import { merchantsFixture } from './test-data';
import { TopUp } from './top-up';

afterEach(() => vi.unstubAllGlobals());

function renderTopUp(path = '/pay') {
  localStorage.setItem('token', 't');
  stubApi({
    [apiPaths.profile]: { body: { status: true, data: demoProfile } },
    [paymentPaths.merchants]: { body: { status: true, data: merchantsFixture } },
  });
  return renderWithProviders(<TopUp />, path);
}

describe('TopUp', () => {
  it('shows the balance and the four method logos as one choice', async () => {
    renderTopUp();
    expect(await screen.findByText('125,000.5 som')).toBeInTheDocument();
    const group = await screen.findByRole('group', { name: 'Payment method' });
    expect(group).toBeInTheDocument();
    for (const name of ['Click', 'Payme', 'Uzum', 'Paynet']) {
      expect(screen.getByRole('radio', { name })).not.toBeChecked();
    }
    expect(screen.getByRole('img', { name: 'Payme' })).toHaveAttribute('src', '/payments/payme.svg');
    expect(screen.queryByLabelText('Amount, som')).not.toBeInTheDocument();
  });

  it.each(['Click', 'Payme'])('offers the amount form for %s', async (name) => {
    renderTopUp();
    fireEvent.click(await screen.findByRole('radio', { name }));
    expect(screen.getByLabelText('Amount, som')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Pay with ${name}` })).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['Uzum', 'https://uzumbank.uz', 'uzumbank.uz'],
    ['Paynet', 'https://paynet.uz', 'paynet.uz'],
  ])('warns that %s is unsupported and links its site, without a form', async (name, href, text) => {
    renderTopUp();
    fireEvent.click(await screen.findByRole('radio', { name }));
    const warning = screen.getByRole('alert');
    expect(warning).toHaveTextContent(`${name} cannot be used to top up the balance here yet.`);
    expect(screen.getByRole('link', { name: text })).toHaveAttribute('href', href);
    expect(screen.queryByLabelText('Amount, som')).not.toBeInTheDocument();
  });

  it('fills in the amount a checkout was short of and keeps the way back to it', async () => {
    sessionStorage.clear();
    const next = '/domen/order?name=mysite.com';
    renderTopUp(`/pay?${new URLSearchParams({ amount: '130000', next })}`);
    fireEvent.click(await screen.findByRole('radio', { name: 'Payme' }));
    expect(screen.getByLabelText('Amount, som')).toHaveValue(130000);
    expect(screen.getByRole('button', { name: 'Pay with Payme' })).toBeEnabled();
    expect(sessionStorage.getItem('pay-return')).toBe(next);
  });

  it('keeps no way back to another site', async () => {
    sessionStorage.clear();
    renderTopUp(`/pay?${new URLSearchParams({ amount: '5000', next: '//example.com/x' })}`);
    fireEvent.click(await screen.findByRole('radio', { name: 'Payme' }));
    expect(sessionStorage.getItem('pay-return')).toBeNull();
  });
});
