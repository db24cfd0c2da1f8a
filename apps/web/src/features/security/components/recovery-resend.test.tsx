import { securityPaths } from '@portal/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderRoutes } from '@/test/render';
import { ok, stubRoutes } from '@/test/test-network';
import { storeRecovery } from '../recovery-storage';
import { ForgotPasswordForm } from './forgot-password-form';
import { VerifyEmailForm } from './verify-email-form';

afterEach(() => vi.unstubAllGlobals());

const captchaRoute = `GET ${securityPaths.captcha}`;
const getCodeRoute = `POST ${securityPaths.recoveryGetCode}`;
const confirmRoute = `POST ${securityPaths.recoveryConfirm}`;
const picture = { captcha_id: 'c1', image: 'data:image/svg+xml;base64,AAA' };
const resent = 'If aziza@example.uz belongs to an account, a new code is on its way. Enter the newest code.';

const renderSteps = () =>
  renderRoutes(
    [
      { path: '/verify-email', element: <VerifyEmailForm onDone={vi.fn()} /> },
      { path: '/forgot-password', element: <ForgotPasswordForm onCodeSent={vi.fn()} /> },
    ],
    '/verify-email',
  );

async function resendWithCaptcha() {
  fireEvent.click(screen.getByRole('button', { name: 'Send the code again' }));
  await screen.findByAltText('Picture with 4 digits to type in');
  fireEvent.input(screen.getByLabelText('Digits from the picture'), { target: { value: '4821' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
}

describe('/verify-email resend and start over', () => {
  it('shows the wait the API gave with the first code, the button off until then', () => {
    stubRoutes({});
    storeRecovery('aziza@example.uz', 'rs-1', Date.now() + 42_000);
    renderSteps();
    expect(screen.getByRole('button', { name: 'Send again in 42 s' })).toBeDisabled();
  });

  it('sends a new code with a captcha, waits again, and confirms with the new session', async () => {
    storeRecovery('aziza@example.uz', 'rs-1', Date.now() - 1000);
    const calls = stubRoutes({
      [captchaRoute]: [ok(picture)],
      [getCodeRoute]: [ok({ session_id: 'rs-2', resend_after: 60 })],
      [confirmRoute]: [ok(null)],
    });
    renderSteps();
    await resendWithCaptcha();

    expect(await screen.findByText(resent)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send again in 60 s' })).toBeDisabled();
    expect(calls.find((call) => call.url === securityPaths.recoveryGetCode)?.body).toEqual({
      email: 'aziza@example.uz',
      captcha_id: 'c1',
      captcha: '4821',
    });
    expect(sessionStorage.getItem('session_id')).toBe('rs-2');

    fireEvent.input(screen.getByLabelText('Confirmation code'), { target: { value: '654321' } });
    fireEvent.input(screen.getByLabelText('New password'), { target: { value: 'Fresh#2026a' } });
    fireEvent.input(screen.getByLabelText('Confirm the new password'), { target: { value: 'Fresh#2026a' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    await waitFor(() =>
      expect(calls.find((call) => call.url === securityPaths.recoveryConfirm)?.body).toMatchObject({
        session_id: 'rs-2',
        code: '654321',
      }),
    );
  });

  it('shows the wait of a refused resend (429 with Retry-After) instead of a dead end', async () => {
    storeRecovery('aziza@example.uz', 'rs-1');
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url === securityPaths.captcha) {
          return new Response(JSON.stringify({ status: true, data: picture }), {
            headers: { 'Content-Type': 'application/json' },
          });
        }
        return new Response(JSON.stringify({ status: false, code: 'RATE_LIMITED', message: 'Too many' }), {
          status: 429,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '37' },
        });
      }),
    );
    renderSteps();
    await resendWithCaptcha();
    expect(await screen.findByText('A new code can be asked for in 37 s.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send again in 37 s' })).toBeDisabled();
  });

  it('starts over on the first step with an empty e-mail field and nothing of the try kept', async () => {
    stubRoutes({ [captchaRoute]: [ok(picture)] });
    storeRecovery('azziza@example.uz', 'rs-1', Date.now() + 30_000);
    const { router } = renderSteps();
    fireEvent.click(screen.getByRole('link', { name: 'Start over with another e-mail' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
    expect(screen.getByLabelText('E-mail')).toHaveValue('');
    expect(sessionStorage.getItem('email')).toBeNull();
    expect(sessionStorage.getItem('session_id')).toBeNull();
    expect(sessionStorage.getItem('recovery_resend_at')).toBeNull();
  });
});
