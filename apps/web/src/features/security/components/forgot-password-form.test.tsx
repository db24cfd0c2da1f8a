import { securityPaths } from '@portal/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { invalid, ok, stubRoutes } from '@/test/test-network';
import { ForgotPasswordForm, RECOVERY_REDIRECT_MS } from './forgot-password-form';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const captchaRoute = `GET ${securityPaths.captcha}`;
const getCodeRoute = `POST ${securityPaths.recoveryGetCode}`;
const first = { captcha_id: 'c1', image: 'data:image/svg+xml;base64,AAA' };
const second = { captcha_id: 'c2', image: 'data:image/svg+xml;base64,BBB' };

function fill(email: string, answer: string) {
  fireEvent.input(screen.getByLabelText('E-mail'), { target: { value: email } });
  fireEvent.input(screen.getByLabelText('Digits from the picture'), { target: { value: answer } });
  fireEvent.click(screen.getByRole('button', { name: 'Get a code' }));
}

describe('ForgotPasswordForm', () => {
  it('shows the captcha picture and swaps it on refresh', async () => {
    const calls = stubRoutes({ [captchaRoute]: [ok(first), ok(second)] });
    renderWithProviders(<ForgotPasswordForm onCodeSent={vi.fn()} />);
    const picture = await screen.findByAltText('Picture with 4 digits to type in');
    expect(picture).toHaveAttribute('src', first.image);

    fireEvent.click(screen.getByRole('button', { name: 'New picture' }));
    await waitFor(() => expect(picture).toHaveAttribute('src', second.image));
    expect(calls.filter((call) => call.url === securityPaths.captcha)).toHaveLength(2);
  });

  it('shows a captcha mismatch next to the answer and loads a new picture', async () => {
    stubRoutes({
      [captchaRoute]: [ok(first), ok(second)],
      [getCodeRoute]: [invalid({ captcha: ['Captcha does not match.'] })],
    });
    renderWithProviders(<ForgotPasswordForm onCodeSent={vi.fn()} />);
    await screen.findByAltText('Picture with 4 digits to type in');
    fill('aziza@example.uz', '1234');

    expect(await screen.findByText('Captcha does not match.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByAltText('Picture with 4 digits to type in')).toHaveAttribute('src', second.image),
    );
  });

  it('rejects a malformed e-mail without calling the server', async () => {
    const calls = stubRoutes({ [captchaRoute]: [ok(first)] });
    renderWithProviders(<ForgotPasswordForm onCodeSent={vi.fn()} />);
    await screen.findByAltText('Picture with 4 digits to type in');
    fill('not-an-email', '1234');
    expect(await screen.findByText('Invalid email. Please check and try again!')).toBeInTheDocument();
    expect(calls.some((call) => call.url === securityPaths.recoveryGetCode)).toBe(false);
  });

  it('stores the e-mail and session_id and moves on after 1.5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onCodeSent = vi.fn();
    const calls = stubRoutes({
      [captchaRoute]: [ok(first)],
      [getCodeRoute]: [ok({ session_id: 'rs-1', resend_after: 60 })],
    });
    renderWithProviders(<ForgotPasswordForm onCodeSent={onCodeSent} />);
    await screen.findByAltText('Picture with 4 digits to type in');
    fill('aziza@example.uz', '4321');

    expect(await screen.findByText('The code has been sent. Check your e-mail.')).toBeInTheDocument();
    expect(calls.at(-1)?.body).toEqual({ email: 'aziza@example.uz', captcha_id: 'c1', captcha: '4321' });
    expect(sessionStorage.getItem('session_id')).toBe('rs-1');
    expect(sessionStorage.getItem('email')).toBe('aziza@example.uz');
    // The API's wait rides along to /verify-email, which counts it down on its resend button.
    const resendAt = Number(sessionStorage.getItem('recovery_resend_at'));
    expect(resendAt - Date.now()).toBeGreaterThan(55_000);
    expect(resendAt - Date.now()).toBeLessThanOrEqual(60_000);
    act(() => vi.advanceTimersByTime(RECOVERY_REDIRECT_MS - 50));
    expect(onCodeSent).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(50));
    expect(onCodeSent).toHaveBeenCalledOnce();
  });
});
