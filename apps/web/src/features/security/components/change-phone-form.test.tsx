import { securityPaths } from '@portal/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { invalid, ok, stubRoutes } from '@/test/test-network';
import { ChangePhoneForm } from './change-phone-form';

afterEach(() => vi.unstubAllGlobals());

const getCode = `POST ${securityPaths.phoneGetCode}`;
const confirm = `POST ${securityPaths.phoneConfirm}`;

describe('ChangePhoneForm', () => {
  it('asks for the phone and password, then the code, and clears the form on success', async () => {
    const calls = stubRoutes({
      [getCode]: [ok({ resend_after: 60 })],
      [confirm]: [invalid({ code: ['Invalid verification code!'] }), ok(null)],
    });
    renderWithProviders(<ChangePhoneForm />);

    fireEvent.click(screen.getByRole('button', { name: 'Get a code' }));
    expect(await screen.findAllByText('Please fill in this field.')).toHaveLength(2);
    expect(calls).toHaveLength(0);

    fireEvent.input(screen.getByLabelText('New phone number'), { target: { value: '+998 90 765 43 21' } });
    fireEvent.input(screen.getByLabelText('Current password'), { target: { value: 'Secret#2025' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get a code' }));

    const code = await screen.findByLabelText('Confirmation code');
    expect(calls[0]?.body).toEqual({ phone_number: '+998907654321', password: 'Secret#2025' });
    expect(screen.getByRole('button', { name: 'Send again in 60 s' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Please enter the confirmation code!')).toBeInTheDocument();

    fireEvent.input(code, { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Invalid or expired code.')).toBeInTheDocument();

    fireEvent.input(screen.getByLabelText('Confirmation code'), { target: { value: '222222' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The phone number has been changed.')).toBeInTheDocument();
    expect(calls.at(-1)?.body).toEqual({ phone_number: '+998907654321', code: '222222' });
    expect(screen.getByLabelText('New phone number')).toHaveValue('');
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });
});
