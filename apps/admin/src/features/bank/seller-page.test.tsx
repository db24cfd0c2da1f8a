import type { SellerDetails } from '@portal/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '@/test/render';
import { serveStaff } from '@/test/staff';

// Every money document prints these details: an owner changes each of them, the bank's name included; other roles
// read them.

const seller: SellerDetails = {
  legal_name: 'Hosting Savdo MChJ',
  stir: '301234567',
  address: 'Toshkent, Amir Temur 1',
  bank_account: '20208000900123456001',
  bank_name: '"Kapitalbank" ATB',
  mfo: '00873',
  vat_payer: false,
  vat_code: null,
};

function serveAs(role: 'owner' | 'billing') {
  return serveStaff(role, (call) =>
    call.url.endsWith('/seller-details')
      ? { body: { status: true, data: call.method === 'PUT' ? call.body : seller } }
      : { body: { status: true, data: [] } },
  );
}

describe('seller details', () => {
  it("lets an owner change the bank's name with the other details", async () => {
    const calls = serveAs('owner');
    renderConsole('/seller');
    const bankName = await screen.findByLabelText('Bank name');
    expect(bankName).toHaveValue('"Kapitalbank" ATB');
    await userEvent.clear(bankName);
    await userEvent.type(bankName, '"Hamkorbank" ATB');
    await userEvent.click(screen.getByRole('button', { name: 'Save the details' }));
    expect(await screen.findByText("The seller's details are saved.")).toBeInTheDocument();
    const saved = calls.find((call) => call.method === 'PUT');
    expect(saved?.body).toEqual({ ...seller, bank_name: '"Hamkorbank" ATB' });
  });

  it('shows the details to other roles without letting them change them', async () => {
    serveAs('billing');
    renderConsole('/seller');
    expect(await screen.findByLabelText('Bank name')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save the details' })).toBeNull();
    expect(screen.getByText('Only an owner can change these details.')).toBeInTheDocument();
  });
});
