import { twoFactorPaths } from '@portal/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { invalid, ok, stubRoutes } from '@/test/test-network';
import { TwoFactorSettings } from './two-factor-settings';

beforeEach(() => localStorage.setItem('token', 'a-token'));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const off = { enabled: false, enabled_at: null, recovery_codes_left: 0, reset_at: null };
const on = { enabled: true, enabled_at: '2026-03-01T09:00:00.000Z', recovery_codes_left: 9, reset_at: null };
const codes = Array.from({ length: 10 }, (_, index) => `abcd${index}-fghjk`.replace(/\d/, 'x'));
const setup = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauth_url: 'otpauth://totp/Portal:a?secret=JBSW',
};

describe('TwoFactorSettings', () => {
  it('sets up with a QR code and the key, enables with a code and shows the recovery codes once', async () => {
    const calls = stubRoutes({
      [`GET ${twoFactorPaths.status}`]: [ok(off), ok(on)],
      [`POST ${twoFactorPaths.totpSetup}`]: [
        invalid({ password: ['The password is incorrect.'] }),
        ok(setup),
      ],
      [`POST ${twoFactorPaths.totpEnable}`]: [
        invalid({ code: ['Invalid verification code!'] }),
        ok({ recovery_codes: codes }),
      ],
    });
    renderWithProviders(<TwoFactorSettings />);
    // The secret is shown only for the password.
    fireEvent.input(await screen.findByLabelText('Password'), { target: { value: 'Secret#2025' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('The password is incorrect.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByAltText('QR code for the authenticator app')).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
    expect(screen.getByText(/^JBSW Y3DP EHPK/)).toBeInTheDocument();
    const field = screen.getByLabelText('Code from the app');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    fireEvent.input(field, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on two-step verification' }));
    expect(await screen.findByText('Invalid verification code!')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Turn on two-step verification' }));
    expect(await screen.findByRole('heading', { name: 'Your recovery codes' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute('download', 'recovery-codes.txt');
    fireEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(
      await screen.findByText('Two-step verification is on. Your other sessions were ended.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(codes[0] as string)).not.toBeInTheDocument();
    expect(await screen.findByText('Recovery codes left: 9 of 10.')).toBeInTheDocument();
    expect(calls.filter((call) => call.url === twoFactorPaths.totpSetup).at(-1)?.body).toEqual({
      password: 'Secret#2025',
    });
    expect(calls.filter((call) => call.url === twoFactorPaths.totpEnable).at(-1)?.body).toEqual({
      password: 'Secret#2025',
      code: '123456',
    });
  });

  it('turns off with the password and a code; a wrong password is shown on its field', async () => {
    const calls = stubRoutes({
      [`GET ${twoFactorPaths.status}`]: [ok(on), ok(off)],
      [`POST ${twoFactorPaths.totpDisable}`]: [
        invalid({ password: ['The password is incorrect.'] }),
        ok(null),
      ],
    });
    renderWithProviders(<TwoFactorSettings />);
    fireEvent.input(await screen.findByLabelText('Password'), { target: { value: 'Secret#2025' } });
    fireEvent.input(screen.getByLabelText('Code from the app or recovery code'), {
      target: { value: 'ABCDE-FGHJK' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Turn off two-step verification' }));
    expect(await screen.findByText('The password is incorrect.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Turn off two-step verification' }));
    expect(
      await screen.findByText('Two-step verification is off. Your other sessions were ended.'),
    ).toBeInTheDocument();
    expect(calls.at(-2)?.body).toEqual({ password: 'Secret#2025', code: 'abcde-fghjk' });
  });
});
