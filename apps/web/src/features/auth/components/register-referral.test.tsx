import { apiPaths } from '@portal/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders, stubApi } from '@/test/render';
import { RegisterForm } from './register-form';

afterEach(() => vi.unstubAllGlobals());

const session = { access_token: 'new-token', token_type: 'Bearer', session_id: 's1', expires_in: 2_592_000 };

function fillAndSubmit() {
  const set = (label: string, value: string) =>
    fireEvent.input(screen.getByLabelText(label), { target: { value } });
  set('First name', 'Aziza');
  set('Last name', 'Karimova');
  fireEvent.change(screen.getByLabelText('Gender'), { target: { value: 'female' } });
  set('Date of birth', '1995-04-12');
  set('E-mail', 'aziza@example.uz');
  set('Phone number', '+998901234567');
  set('Password', 'Secret#2025');
  set('Confirm password', 'Secret#2025');
  fireEvent.click(screen.getByRole('checkbox'));
  fireEvent.click(screen.getByRole('button', { name: 'Register' }));
}

async function sentBody(calls: ReturnType<typeof stubApi>) {
  await waitFor(() => expect(calls.some((call) => call.url === apiPaths.register)).toBe(true));
  return JSON.parse(String(calls.find((call) => call.url === apiPaths.register)?.init.body));
}

describe('registering through a referral link', () => {
  it('sends the code of ?ref= and forgets it after registering', async () => {
    const calls = stubApi({ [apiPaths.register]: { body: { status: true, data: session } } });
    renderWithProviders(<RegisterForm onRegistered={vi.fn()} />, '/registration?ref=abcd2345');
    await waitFor(() => expect(sessionStorage.getItem('referralCode')).toBe('abcd2345'));
    fillAndSubmit();
    expect(await sentBody(calls)).toMatchObject({ referral_code: 'abcd2345' });
    await waitFor(() => expect(sessionStorage.getItem('referralCode')).toBeNull());
  });

  it('keeps the code for the tab, so coming back to /registration later still sends it', async () => {
    sessionStorage.setItem('referralCode', 'abcd2345');
    const calls = stubApi({ [apiPaths.register]: { body: { status: true, data: session } } });
    renderWithProviders(<RegisterForm onRegistered={vi.fn()} />, '/registration');
    fillAndSubmit();
    expect(await sentBody(calls)).toMatchObject({ referral_code: 'abcd2345' });
  });

  it('sends no code without a link, and ignores a malformed one', async () => {
    const calls = stubApi({ [apiPaths.register]: { body: { status: true, data: session } } });
    renderWithProviders(<RegisterForm onRegistered={vi.fn()} />, '/registration?ref=%3Cscript%3E');
    fillAndSubmit();
    expect(await sentBody(calls)).not.toHaveProperty('referral_code');
    expect(sessionStorage.getItem('referralCode')).toBeNull();
  });
});
