import { apiPaths, securityPaths } from '@portal/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { invalid, ok, stubRoutes } from '@/test/test-network';
import { LoginForm } from './login-form';

afterEach(() => vi.unstubAllGlobals());

const captchaRequired = {
  status: 422,
  body: { status: false, code: 'CAPTCHA_REQUIRED', message: 'Captcha required' },
};

describe('LoginForm captcha step', () => {
  it('shows the captcha after CAPTCHA_REQUIRED and resends with captcha_id and the answer', async () => {
    const session = { access_token: 't', token_type: 'Bearer', session_id: 's', expires_in: 60 };
    const calls = stubRoutes({
      [`POST ${apiPaths.login}`]: [
        captchaRequired,
        invalid({ captcha: ['Captcha does not match.'] }),
        ok(session),
      ],
      [`GET ${securityPaths.captcha}`]: [
        ok({ captcha_id: 'c1', image: 'data:image/svg+xml;base64,AAA' }),
        ok({ captcha_id: 'c2', image: 'data:image/svg+xml;base64,BBB' }),
      ],
    });
    renderWithProviders(<LoginForm onLoggedIn={vi.fn()} />);
    fireEvent.input(screen.getByLabelText('E-mail'), { target: { value: 'aziza@example.uz' } });
    fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'Secret#2025' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByAltText('Picture with 4 digits to type in')).toHaveAttribute(
      'src',
      'data:image/svg+xml;base64,AAA',
    );
    expect(calls[0]?.body).not.toHaveProperty('captcha_id');

    fireEvent.input(screen.getByLabelText('Digits from the picture'), { target: { value: '1111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(screen.getByAltText('Picture with 4 digits to type in')).toHaveAttribute(
        'src',
        'data:image/svg+xml;base64,BBB',
      ),
    );
    const logins = () => calls.filter((call) => call.url === apiPaths.login);
    expect(logins()[1]?.body).toMatchObject({ captcha_id: 'c1', captcha: '1111' });

    fireEvent.input(screen.getByLabelText('Digits from the picture'), { target: { value: '2222' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(logins()).toHaveLength(3));
    expect(logins()[2]?.body).toMatchObject({ captcha_id: 'c2', captcha: '2222' });
  });
});
