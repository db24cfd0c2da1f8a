import { LIMITS, securityPaths } from '@portal/contracts';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { invalid, ok, stubRoutes } from '@/test/test-network';
import { ChangePasswordForm, PASSWORD_CHANGED_REDIRECT_MS } from './change-password-form';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const route = `PUT ${securityPaths.changePassword}`;

function fill(old: string, next: string) {
  fireEvent.input(screen.getByLabelText('Current password'), { target: { value: old } });
  fireEvent.input(screen.getByLabelText('New password'), { target: { value: next } });
  fireEvent.input(screen.getByLabelText('Confirm the new password'), { target: { value: next } });
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ChangePasswordForm', () => {
  it('caps the new password at 15 characters, the current one at what registration allowed', async () => {
    stubRoutes({ [route]: [invalid({ old_password: ['The password is incorrect.'] })] });
    renderWithProviders(<ChangePasswordForm onChanged={vi.fn()} />);
    for (const label of ['New password', 'Confirm the new password']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('maxlength', String(LIMITS.passwordChangeMax));
    }
    expect(screen.getByLabelText('Current password')).toHaveAttribute(
      'maxlength',
      String(LIMITS.passwordMax),
    );
    fill('Wrong#2025', 'Fresh#2026a');
    expect(await screen.findByText('The password is incorrect.')).toBeInTheDocument();
  });

  it('removes the token and leaves for /login 2 s after success', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    localStorage.setItem('token', 'old-token');
    stubRoutes({ [route]: [ok(null)] });
    const onChanged = vi.fn();
    renderWithProviders(<ChangePasswordForm onChanged={onChanged} />);
    fill('Secret#2025', 'Fresh#2026a');
    expect(
      await screen.findByText('The password has been changed. Please log in again.'),
    ).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(PASSWORD_CHANGED_REDIRECT_MS));
    expect(onChanged).toHaveBeenCalledOnce();
    expect(localStorage.getItem('token')).toBeNull();
  });
});
