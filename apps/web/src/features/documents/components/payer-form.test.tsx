import { documentPaths } from '@portal/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component as PayerPage } from '@/app/routes/payer';
import { renderWithProviders } from '@/test/render';
import { ok, stubRoutes } from '@/test/test-network';

// The cabinet's payer form: an individual by default; a company's fields appear when it is chosen, are checked
// by the contract's rules before anything is sent, and the saved company goes to the server as its PUT body.

afterEach(() => {
  vi.unstubAllGlobals();
});

const company = {
  kind: 'company',
  legal_name: '"Qoʻqon Savdo" MChJ',
  stir: '301234567',
  legal_address: 'Qoʻqon sh., Turkiston koʻchasi, 5',
  bank_account: '20208000400987654321',
  mfo: '01037',
  director: 'Gʻayratov Oʻtkir',
  vat_payer: false,
  vat_code: null,
};

describe('the payer form', () => {
  it('checks a company’s STIR and account, then saves the company', async () => {
    localStorage.setItem('token', 't');
    const calls = stubRoutes({
      [`GET ${documentPaths.payer}`]: [ok({ kind: 'individual' })],
      [`PUT ${documentPaths.payer}`]: [ok(company)],
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<PayerPage />, '/user/payer');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Payer' }), 'company');
    await user.type(screen.getByLabelText('Legal name'), company.legal_name);
    await user.type(screen.getByLabelText(/Taxpayer number/), '12345');
    await user.type(screen.getByLabelText('Bank account'), '2020');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // STIR, account and MFO (still empty) are invalid; the address and director are required.
    expect(await screen.findAllByText('The value is invalid.')).toHaveLength(3);
    expect(screen.getAllByText('Please fill in this field.').length).toBeGreaterThan(0);
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    await user.clear(screen.getByLabelText(/Taxpayer number/));
    await user.type(screen.getByLabelText(/Taxpayer number/), company.stir);
    await user.clear(screen.getByLabelText('Bank account'));
    await user.type(screen.getByLabelText('Bank account'), company.bank_account);
    await user.type(screen.getByLabelText('Legal address'), company.legal_address);
    await user.type(screen.getByLabelText('Bank MFO code'), company.mfo);
    await user.type(screen.getByLabelText('Director'), company.director);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The payer details are saved.')).toBeVisible();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual(company);
  }, 60_000);
});
