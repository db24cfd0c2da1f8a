import { securityPaths } from '@portal/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { ok, stubRoutes } from '@/test/test-network';
import { storeRecovery } from '../recovery-storage';
import { VerifyEmailForm } from './verify-email-form';

afterEach(() => vi.unstubAllGlobals());

function fill() {
  fireEvent.input(screen.getByLabelText('Confirmation code'), { target: { value: '123456' } });
  fireEvent.input(screen.getByLabelText('New password'), { target: { value: 'Fresh#2026a' } });
  fireEvent.input(screen.getByLabelText('Confirm the new password'), { target: { value: 'Fresh#2026a' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
}

describe('VerifyEmailForm', () => {
  it('says the session was not found and sends nothing without a stored session_id', async () => {
    const calls = stubRoutes({});
    renderWithProviders(<VerifyEmailForm onDone={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Session ID not found. Please try again!');
    fill();
    await screen.findAllByText('Session ID not found. Please try again!');
    expect(calls).toHaveLength(0);
  });

  it('sends the stored session_id with the code and new password, then forgets it', async () => {
    storeRecovery('aziza@example.uz', 'rs-9');
    const calls = stubRoutes({ [`POST ${securityPaths.recoveryConfirm}`]: [ok(null)] });
    renderWithProviders(<VerifyEmailForm onDone={vi.fn()} />);
    expect(screen.getByText(/aziza@example\.uz/)).toBeInTheDocument();
    fill();
    expect(
      await screen.findByText('The password has been changed. Log in with the new password.'),
    ).toBeVisible();
    expect(calls[0]?.body).toEqual({
      session_id: 'rs-9',
      code: '123456',
      new_password: 'Fresh#2026a',
      new_password_confirmation: 'Fresh#2026a',
    });
    expect(sessionStorage.getItem('session_id')).toBeNull();
  });
});
