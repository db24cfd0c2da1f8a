import { twoFactorPaths } from '@portal/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
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
const codes = Array.from({ length: 10 }, (_, index) => `abcd${'abcdefghjk'[index]}-fghjk`);
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
    const form = within(await screen.findByRole('form', { name: 'Turn off' }));
    fireEvent.input(form.getByLabelText('Password'), { target: { value: 'Secret#2025' } });
    fireEvent.input(form.getByLabelText('Code from the app or recovery code'), {
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

  it('on a phone: opens the key in the authenticator app, copies it, or selects it where copying is refused', async () => {
    const writeText = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValue(new Error('denied'));
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    stubRoutes({
      [`GET ${twoFactorPaths.status}`]: [ok(off)],
      [`POST ${twoFactorPaths.totpSetup}`]: [ok(setup)],
    });
    renderWithProviders(<TwoFactorSettings />);
    fireEvent.input(await screen.findByLabelText('Password'), { target: { value: 'Secret#2025' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByRole('link', { name: 'Open in authenticator app' })).toHaveAttribute(
      'href',
      setup.otpauth_url,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Copy key' }));
    expect(await screen.findByRole('button', { name: 'Key copied' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Key copied');
    expect(writeText).toHaveBeenCalledWith(setup.secret);
    fireEvent.click(screen.getByRole('button', { name: 'Key copied' }));
    expect(
      await screen.findByText("The key is selected: copy it with your device's menu."),
    ).toBeInTheDocument();
    expect(window.getSelection()?.toString()).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('makes new recovery codes with the password and a code, shows them once, and says the old ones are void', async () => {
    const fresh = codes.map((code) => code.replace('abcd', 'mnpq'));
    const calls = stubRoutes({
      [`GET ${twoFactorPaths.status}`]: [
        ok({ ...on, recovery_codes_left: 2 }),
        ok({ ...on, recovery_codes_left: 10 }),
      ],
      [`POST ${twoFactorPaths.recoveryCodes}`]: [
        invalid({ code: ['Invalid verification code!'] }),
        ok({ recovery_codes: fresh }),
      ],
    });
    renderWithProviders(<TwoFactorSettings />);
    const form = within(await screen.findByRole('form', { name: 'New recovery codes' }));
    fireEvent.input(form.getByLabelText('Password'), { target: { value: 'Secret#2025' } });
    fireEvent.input(form.getByLabelText('Code from the app or recovery code'), {
      target: { value: '123 456' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Make new recovery codes' }));
    expect(await form.findByText('Invalid verification code!')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Make new recovery codes' }));
    const heading = await screen.findByRole('heading', { name: 'Your new recovery codes' });
    expect(heading).toHaveFocus();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(fresh);
    fireEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(
      await screen.findByText('Your new recovery codes are in place. The old ones no longer work.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Recovery codes left: 10 of 10.')).toBeInTheDocument();
    expect(calls.filter((call) => call.url === twoFactorPaths.recoveryCodes).at(-1)?.body).toEqual({
      password: 'Secret#2025',
      code: '123456',
    });
  });
});
