import { securityPaths } from '@portal/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { invalid, ok, stubRoutes } from '@/test/test-network';
import { EMAIL_VERIFIED_REDIRECT_MS, EmailVerificationForm } from './email-verification-form';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const confirmRoute = `POST ${securityPaths.emailVerifyConfirm}`;
const resendRoute = `GET ${securityPaths.emailVerifyGetCode}`;

describe('EmailVerificationForm', () => {
  it('counts the resend cooldown down and starts it again from the server answer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = stubRoutes({ [resendRoute]: [ok({ resend_after: 60 })] });
    renderWithProviders(<EmailVerificationForm initialCooldown={3} onVerified={vi.fn()} />);

    const resend = screen.getByRole('button', { name: 'Send again in 3 s' });
    expect(resend).toBeDisabled();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Send again in 2 s' })).toBeDisabled();
    // Each second is its own timer, scheduled after the previous tick renders.
    act(() => vi.advanceTimersByTime(1000));
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.click(screen.getByRole('button', { name: 'Send the code again' }));

    expect(await screen.findByRole('button', { name: 'Send again in 60 s' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('A new code has been sent to your e-mail.');
    expect(calls.filter((call) => call.url === securityPaths.emailVerifyGetCode)).toHaveLength(1);
  });

  it('shows a wrong code next to the field and goes home 2 s after a right one', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onVerified = vi.fn();
    const calls = stubRoutes({
      [confirmRoute]: [invalid({ code: ['Invalid verification code!'] }), ok(null)],
    });
    renderWithProviders(<EmailVerificationForm onVerified={onVerified} />);
    const code = screen.getByLabelText('Confirmation code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');

    fireEvent.input(code, { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Invalid verification code!')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    fireEvent.input(code, { target: { value: '123456' } });
    // A well-formed code clears the format error (validated again as it is typed) before it is sent.
    await waitFor(() => expect(screen.queryByText('Invalid verification code!')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Invalid verification code!')).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');

    fireEvent.input(code, { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Your e-mail is confirmed!')).toBeInTheDocument();
    expect(calls.at(-1)?.body).toEqual({ code: '654321' });
    act(() => vi.advanceTimersByTime(EMAIL_VERIFIED_REDIRECT_MS - 50));
    expect(onVerified).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(50));
    expect(onVerified).toHaveBeenCalledOnce();
  });
});
