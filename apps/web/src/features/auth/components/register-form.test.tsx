import { apiPaths } from '@portal/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { todayForDateInput } from '@/lib/format';
import { i18n } from '@/lib/i18n';
import { renderWithProviders, stubApi } from '@/test/render';
import { RegisterForm } from './register-form';

afterEach(() => vi.unstubAllGlobals());

const session = { access_token: 'new-token', token_type: 'Bearer', session_id: 's1', expires_in: 2_592_000 };

function fillValidForm() {
  const set = (label: string, value: string) =>
    fireEvent.input(screen.getByLabelText(label), { target: { value } });
  set('First name', 'Aziza');
  set('Last name', 'Karimova');
  fireEvent.change(screen.getByLabelText('Gender'), { target: { value: 'female' } });
  set('Date of birth', '1995-04-12');
  set('E-mail', 'aziza@example.uz');
  set('Phone number', '+998901234567');
  set('Password', 'Secret#2025');
  set('Confirm password', 'Secret#2025');
}

const agreeToRules = () => fireEvent.click(screen.getByRole('checkbox'));
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Register' }));

describe('RegisterForm', () => {
  it("refuses a birthday after Tashkent's date today, in words", async () => {
    renderWithProviders(<RegisterForm onRegistered={() => {}} />);
    const [year = 0, month = 0, day = 0] = todayForDateInput().split('-').map(Number);
    const tomorrow = new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
    const field = screen.getByLabelText('Date of birth');
    // Typed day first, as the hint asks; not the browser's date input.
    expect(field).toHaveAttribute('type', 'text');
    expect(field).toHaveAccessibleDescription('Day, month, year: dd/mm/yyyy, for example 15/03/1990.');
    fireEvent.input(field, { target: { value: tomorrow.split('-').reverse().join('/') } });
    fireEvent.blur(field);
    expect(await screen.findByText('This date has not come yet.')).toBeInTheDocument();
  });

  it('shows a translated message next to every invalid field and asks to agree to the rules', async () => {
    const calls = stubApi({});
    renderWithProviders(<RegisterForm onRegistered={vi.fn()} />);
    submit();

    expect(await screen.findByText('Please agree to the rules to continue.')).toBeInTheDocument();
    expect(await screen.findAllByText('Please fill in this field.')).toHaveLength(7);
    expect(screen.getByText('Choose a gender.')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('checks password strength and confirmation with the shared schema', async () => {
    stubApi({});
    renderWithProviders(<RegisterForm onRegistered={vi.fn()} />);
    fillValidForm();
    fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'weakpass' } });
    fireEvent.input(screen.getByLabelText('Confirm password'), { target: { value: 'other' } });
    agreeToRules();
    submit();

    expect(await screen.findByText(/must be at least 8 characters long/)).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match!')).toBeInTheDocument();
  });

  it('does not send a valid form until the rules are agreed', async () => {
    const calls = stubApi({});
    renderWithProviders(<RegisterForm onRegistered={vi.fn()} />);
    fillValidForm();
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please agree to the rules to continue.');
    expect(calls).toHaveLength(0);
  });

  it('registers, stores the token as remembered and hands over', async () => {
    const onRegistered = vi.fn();
    const calls = stubApi({ [apiPaths.register]: { body: { status: true, data: session } } });
    renderWithProviders(<RegisterForm onRegistered={onRegistered} />);
    fillValidForm();
    agreeToRules();
    submit();

    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
    expect(localStorage.getItem('token')).toBe('new-token');
    const sent = JSON.parse(String(calls.find((call) => call.url === apiPaths.register)?.init.body));
    expect(sent).toMatchObject({ sex: 'female', email: 'aziza@example.uz', phone_number: '+998901234567' });
  });

  it.each([
    [{ phone_number: ['Number taken'] }, 'This number is already taken!', 'Number taken'],
    [{ email: ['Address taken'] }, 'This e-mail is already taken!', 'Address taken'],
    [{ firstname: ['Too odd'] }, 'Registration failed. Please try again.', 'Too odd'],
  ])('maps server errors %j to the banner and the field', async (errors, banner, fieldText) => {
    stubApi({
      [apiPaths.register]: {
        status: 422,
        body: { status: false, code: 'VALIDATION_FAILED', message: 'x', errors },
      },
    });
    renderWithProviders(<RegisterForm onRegistered={vi.fn()} />);
    fillValidForm();
    agreeToRules();
    submit();

    expect(await screen.findByRole('alert')).toHaveTextContent(banner);
    expect(screen.getByText(fieldText)).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows a failure in the kit’s words once they are in, never their key, when they load after the form', async () => {
    // As on a prerendered /registration: the form painted without the errors texts, which load after it.
    const connector = i18n.services.backendConnector as unknown as { state: Record<string, number> };
    for (const lang of ['en', 'uz']) {
      i18n.removeResourceBundle(lang, 'errors');
      delete connector.state[`${lang}|errors`];
    }
    stubApi({
      [apiPaths.register]: { status: 429, body: { status: false, code: 'RATE_LIMITED', message: 'x' } },
    });
    renderWithProviders(<RegisterForm onRegistered={vi.fn()} />);
    fillValidForm();
    agreeToRules();
    submit();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a moment and try again.',
    );
  });
});
