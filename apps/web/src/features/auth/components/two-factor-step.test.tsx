import { apiPaths, twoFactorPaths } from '@portal/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { invalid, ok, stubRoutes } from '@/test/test-network';
import { LoginForm } from './login-form';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

const session = { access_token: '2fa-token', token_type: 'Bearer', session_id: 's1', expires_in: 43_200 };
const challenge = { two_factor_required: true, challenge_id: 'ch-1' };

async function passwordStep() {
  renderWithProviders(<LoginForm onLoggedIn={vi.fn()} />);
  fireEvent.input(screen.getByLabelText('E-mail'), { target: { value: 'aziza@example.uz' } });
  fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'Secret#2025' } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
  return screen.findByLabelText('Code from the app');
}

describe('login with two-step verification', () => {
  it('asks for the code after the password and stores the token the code gives', async () => {
    const calls = stubRoutes({
      [`POST ${apiPaths.login}`]: [ok(challenge)],
      [`POST ${twoFactorPaths.login}`]: [ok(session)],
    });
    const field = await passwordStep();
    expect(localStorage.getItem('token')).toBeNull();
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    fireEvent.input(field, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/You are logged in/)).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('2fa-token');
    expect(calls.at(-1)?.body).toEqual({ challenge_id: 'ch-1', code: '123456' });
  });

  it('switches to a recovery code and checks the shape before sending', async () => {
    const calls = stubRoutes({
      [`POST ${apiPaths.login}`]: [ok(challenge)],
      [`POST ${twoFactorPaths.login}`]: [ok(session)],
    });
    await passwordStep();
    fireEvent.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    const field = screen.getByLabelText('Recovery code');
    expect(field).toHaveAttribute('inputmode', 'text');
    fireEvent.input(field, { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Invalid verification code!')).toBeInTheDocument();
    expect(calls.filter((call) => call.url === twoFactorPaths.login)).toHaveLength(0);
    fireEvent.input(field, { target: { value: 'abcde-fghjk' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/You are logged in/)).toBeInTheDocument();
  });

  it('shows a wrong code on the field, and an ended challenge leads back to the password', async () => {
    stubRoutes({
      [`POST ${apiPaths.login}`]: [ok(challenge)],
      [`POST ${twoFactorPaths.login}`]: [
        invalid({ code: ['Invalid verification code!'] }),
        invalid({ challenge_id: ['Too many wrong tries. Request a new code.'] }),
      ],
    });
    const field = await passwordStep();
    fireEvent.input(field, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Invalid verification code!')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Too many wrong tries. Request a new code.')).toBeInTheDocument();
    expect(screen.getByLabelText('Code from the app')).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Back to the password' }));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });
});
