import { apiPaths, domainPaths, profileRecordPaths } from '@portal/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { FlashNotice } from '@/components/ui/flash-notice';
import { renderRoutes } from '@/test/render';
import { invalid, ok, stubRoutes } from '@/test/test-network';
import { DomainCheckout } from './domain-checkout';
import { checkResult, domainFixture, profileWith, recordFixture } from './test-data';

beforeEach(() => localStorage.setItem('token', 't'));
afterEach(() => vi.unstubAllGlobals());

const checkOf = (name: string) => `GET ${domainPaths.check}?${new URLSearchParams({ name })}`;
const REGISTER = `POST ${domainPaths.register}`;
const RECORD_REQUIRED = 'Choose the owner’s profile: a .uz domain needs a profile with passport data.';
const pay = () => fireEvent.click(screen.getByRole('button', { name: 'Pay and register' }));

function renderCheckout(name: string) {
  return renderRoutes(
    [
      { path: '/domen/order', element: <DomainCheckout /> },
      { path: '/domen/mydomen/:id', element: <FlashNotice /> },
    ],
    `/domen/order?${new URLSearchParams({ name })}`,
  );
}

const sentHeaders = () =>
  vi.mocked(fetch).mock.calls.map(([, init]) => new Headers((init as RequestInit).headers));

describe('DomainCheckout', () => {
  it('checks the custom name servers before sending anything', async () => {
    const calls = stubRoutes({
      [checkOf('mysite.com')]: [ok([checkResult({ name: 'mysite.com' })])],
      [`GET ${apiPaths.profile}`]: [ok(profileWith(500_000))],
    });
    renderCheckout('mysite.com');
    fireEvent.click(await screen.findByLabelText(/My own name servers/));
    fireEvent.input(screen.getByLabelText('Name servers, one per line'), {
      target: { value: 'ns1.example.uz' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Pay and register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter at least two name servers.');
    fireEvent.input(screen.getByLabelText('Name servers, one per line'), {
      target: { value: 'ns1.example.uz\nbad_host' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Pay and register' }));
    expect(
      await screen.findByText('Invalid name server: enter a host name such as ns1.example.uz.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Name servers, one per line')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('a .uz name needs an approved registrant; the others say why they cannot be chosen', async () => {
    const calls = stubRoutes({
      [checkOf('mysite.uz')]: [ok([checkResult({ name: 'mysite.uz', zone: 'uz' })])],
      [`GET ${apiPaths.profile}`]: [ok(profileWith(500_000))],
      [`GET ${profileRecordPaths.list}`]: [
        ok([
          recordFixture({
            id: 4,
            firstname: 'Bobur',
            verification: 'rejected',
            rejection_reason: 'The scan is blurred',
          }),
          recordFixture({ id: 5, firstname: 'Dilnoza', verification: 'pending' }),
          recordFixture({ id: 6 }),
          // Two can be chosen: the customer picks one.
          recordFixture({ id: 8, firstname: 'Sardor' }),
        ]),
      ],
      [REGISTER]: [ok(domainFixture({ id: 9, name: 'mysite.uz', status: 'pending', manual: true }))],
    });
    renderCheckout('mysite.uz');
    expect(await screen.findByLabelText(/Karimova Bobur\s*Rejected: The scan is blurred/)).toBeDisabled();
    expect(screen.getByLabelText(/Karimova Dilnoza\s*Being checked by our staff/)).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Pay and register' }));
    expect(await screen.findByText(RECORD_REQUIRED)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    fireEvent.click(screen.getByLabelText(/Karimova Aziza\s*Verified/));
    fireEvent.click(screen.getByRole('button', { name: 'Pay and register' }));
    expect(
      await screen.findByText('Paid. Our staff will register mysite.uz within 1–2 working days.'),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'mysite.uz',
      years: 1,
      record_id: 6,
    });
  });

  it('picks the only verified registrant for the customer', async () => {
    const calls = stubRoutes({
      [checkOf('mysite.uz')]: [ok([checkResult({ name: 'mysite.uz', zone: 'uz' })])],
      [`GET ${apiPaths.profile}`]: [ok(profileWith(500_000))],
      [`GET ${profileRecordPaths.list}`]: [
        ok([
          recordFixture({ id: 5, firstname: 'Dilnoza', verification: 'pending' }),
          recordFixture({ id: 6 }),
        ]),
      ],
      [REGISTER]: [ok(domainFixture({ id: 9, name: 'mysite.uz', status: 'pending', manual: true }))],
    });
    renderCheckout('mysite.uz');
    await waitFor(() => expect(screen.getByLabelText(/Karimova Aziza\s*Verified/)).toBeChecked());
    pay();
    expect(
      await screen.findByText('Paid. Our staff will register mysite.uz within 1–2 working days.'),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'mysite.uz',
      years: 1,
      record_id: 6,
    });
  });

  it('names the shortfall before paying, and the server’s when it refuses the charge', async () => {
    const calls = stubRoutes({
      [checkOf('mysite.com')]: [ok([checkResult({ name: 'mysite.com' })])],
      [`GET ${apiPaths.profile}`]: [ok(profileWith(100_000))],
      [REGISTER]: [
        {
          status: 402,
          body: { status: false, code: 'INSUFFICIENT_FUNDS', message: 'Not enough', shortfall: 135_000 },
        },
      ],
    });
    renderCheckout('mysite.com');
    expect(
      await screen.findByText('Not enough money on your balance: 20,000 som is missing.'),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Term'), { target: { value: '2' } });
    expect(
      await screen.findByText('Not enough money on your balance: 130,000 som is missing.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Top up the balance' })).toHaveAttribute(
      'href',
      `/pay?${new URLSearchParams({ amount: '130000', next: '/domen/order?name=mysite.com' })}`,
    );
    // Shown as the page loads it stays out of the keyboard's way; as the answer to the payment it takes focus.
    expect(screen.getByRole('alert')).not.toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Pay and register' }));
    expect(
      await screen.findByText('Not enough money on your balance: 135,000 som is missing.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'mysite.com', years: 2 });
  });

  it('pays with an Idempotency-Key and opens the domain page with the success message', async () => {
    const calls = stubRoutes({
      [checkOf('mysite.com')]: [ok([checkResult({ name: 'mysite.com' })])],
      [`GET ${apiPaths.profile}`]: [ok(profileWith(500_000))],
      [REGISTER]: [ok(domainFixture({ id: 12, status: 'pending' }))],
    });
    const { router } = renderCheckout('mysite.com');
    fireEvent.click(await screen.findByLabelText(/My own name servers/));
    fireEvent.input(screen.getByLabelText('Name servers, one per line'), {
      target: { value: 'NS1.Example.uz\nns2.example.uz.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Pay and register' }));
    expect(await screen.findByText('Paid. mysite.com is being registered.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/domen/mydomen/12');
    const post = calls.findIndex((call) => call.method === 'POST');
    expect(calls[post]?.body).toEqual({
      name: 'mysite.com',
      years: 1,
      nameservers: ['ns1.example.uz', 'ns2.example.uz'],
    });
    expect(sentHeaders()[post]?.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows every field’s own message at once: the name servers and the registrant', async () => {
    const calls = stubRoutes({
      [checkOf('mysite.uz')]: [ok([checkResult({ name: 'mysite.uz', zone: 'uz' })])],
      [`GET ${apiPaths.profile}`]: [ok(profileWith(500_000))],
      [`GET ${profileRecordPaths.list}`]: [
        ok([recordFixture(), recordFixture({ id: 8, firstname: 'Sardor' })]),
      ],
    });
    renderCheckout('mysite.uz');
    fireEvent.click(await screen.findByLabelText(/My own name servers/));
    fireEvent.input(screen.getByLabelText('Name servers, one per line'), {
      target: { value: 'ns1.example.uz\nns1.example.uz' },
    });
    pay();
    expect(await screen.findByText('Each name server may be listed only once.')).toBeInTheDocument();
    expect(screen.getByText(RECORD_REQUIRED)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('puts the server’s field errors on their fields, and the one no field shows in the banner', async () => {
    stubRoutes({
      [checkOf('mysite.uz')]: [ok([checkResult({ name: 'mysite.uz', zone: 'uz' })])],
      [`GET ${apiPaths.profile}`]: [ok(profileWith(500_000))],
      [`GET ${profileRecordPaths.list}`]: [ok([recordFixture()])],
      [REGISTER]: [
        invalid({
          'nameservers.1': ['ns2.example.uz does not answer.'],
          record_id: ['This profile has not been approved by our staff yet.'],
          years: ['This term is not sold.'],
          name: ['This name was taken a moment ago.'],
        }),
      ],
    });
    renderCheckout('mysite.uz');
    fireEvent.click(await screen.findByLabelText(/My own name servers/));
    fireEvent.input(screen.getByLabelText('Name servers, one per line'), {
      target: { value: 'ns1.example.uz\nns2.example.uz' },
    });
    fireEvent.click(await screen.findByLabelText(/Karimova Aziza\s*Verified/));
    pay();
    const banner = await screen.findByText('This name was taken a moment ago.');
    expect(banner).toHaveAttribute('role', 'alert');
    expect(banner).not.toHaveTextContent('does not answer');
    expect(screen.getByLabelText('Name servers, one per line')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name servers, one per line')).toHaveAccessibleDescription(
      /ns2\.example\.uz does not answer\./,
    );
    expect(screen.getByText('This profile has not been approved by our staff yet.')).toBeInTheDocument();
    expect(screen.getByLabelText('Term')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Term')).toHaveAccessibleDescription('This term is not sold.');
  });

  it('says any other refusal in one banner: the error’s own text, else the screen’s', async () => {
    stubRoutes({
      [checkOf('mysite.com')]: [ok([checkResult({ name: 'mysite.com' })])],
      [`GET ${apiPaths.profile}`]: [ok(profileWith(500_000))],
      [REGISTER]: [
        { status: 429, body: { status: false, code: 'RATE_LIMITED', message: 'Slow down' } },
        { status: 500, body: { status: false, code: 'INTERNAL', message: 'Internal error' } },
      ],
    });
    renderCheckout('mysite.com');
    await screen.findByLabelText('Term');
    pay();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a moment and try again.',
    );
    pay();
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('The order failed. Please try again.'),
    );
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('explains a name that cannot be bought', async () => {
    stubRoutes({
      [checkOf('taken.com')]: [ok([checkResult({ name: 'taken.com', available: false, reason: 'taken' })])],
    });
    renderCheckout('taken.com');
    expect(await screen.findByText('taken.com cannot be bought: Taken.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay and register' })).not.toBeInTheDocument();
  });
});
