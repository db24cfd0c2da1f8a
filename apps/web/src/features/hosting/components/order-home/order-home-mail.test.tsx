import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { demoProfile, renderWithProviders } from '@/test/render';
import { invalid, ok, stubRoutes } from '@/test/test-network';
import { orderFixture } from '../test-data';
import { MAILBOXES, mailboxFixture, mailboxList, mailboxUrl } from './mail-db-test-data';
import { OrderHome } from './order-home';
import { PROFILE, supportProfile } from './test-data';

beforeEach(() => localStorage.setItem('token', 't'));
afterEach(() => vi.unstubAllGlobals());

const renderMail = () => renderWithProviders(<OrderHome order={orderFixture()} />, '/?tab=mail');

describe('order home: mail', () => {
  it('creates the first mailbox at a site’s domain with an Idempotency-Key, and never shows the password', async () => {
    const created = mailboxFixture({ used_mb: 0 });
    const calls = stubRoutes({
      [`GET ${MAILBOXES}`]: [ok(mailboxList([])), ok(mailboxList([created]))],
      [`POST ${MAILBOXES}`]: [ok(created)],
      [PROFILE]: [ok(demoProfile)],
    });
    renderMail();
    expect(await screen.findByText(/There are no mailboxes on this order yet/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add your first mailbox' }));
    const dialog = await screen.findByRole('dialog', { name: 'A new mailbox' });
    fireEvent.input(within(dialog).getByLabelText('Mailbox name'), { target: { value: 'Info' } });
    fireEvent.input(within(dialog).getByLabelText('Password'), { target: { value: 'Box#Secret-4821' } });
    fireEvent.input(within(dialog).getByLabelText('Size, MB'), { target: { value: '500' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add the mailbox' }));
    const card = await screen.findByRole('listitem', { name: 'info@example.uz' });
    expect(within(card).getByText('0 MB of 500 MB')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      name: 'info',
      domain: 'example.uz',
      password: 'Box#Secret-4821',
      quota_mb: 500,
    });
    const [, init] =
      vi.mocked(fetch).mock.calls.find(([, each]) => (each as RequestInit).method === 'POST') ?? [];
    expect(new Headers((init as RequestInit).headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(document.body.textContent).not.toContain('Box#Secret-4821');
    // The first render of a form pays for loading its texts and contract rules: slow on a busy machine.
  }, 15_000);

  it('refuses a weak password on its field before asking the server', async () => {
    const calls = stubRoutes({ [`GET ${MAILBOXES}`]: [ok(mailboxList([]))], [PROFILE]: [ok(demoProfile)] });
    renderMail();
    fireEvent.click(await screen.findByRole('button', { name: 'Add your first mailbox' }));
    const dialog = await screen.findByRole('dialog', { name: 'A new mailbox' });
    fireEvent.input(within(dialog).getByLabelText('Mailbox name'), { target: { value: 'info' } });
    fireEvent.input(within(dialog).getByLabelText('Password'), { target: { value: 'weakpass' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add the mailbox' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('shows the phone settings with copy buttons, a QR code and the webmail link', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    stubRoutes({ [`GET ${MAILBOXES}`]: [ok(mailboxList([mailboxFixture()]))], [PROFILE]: [ok(demoProfile)] });
    renderMail();
    const settings = await screen.findByRole('region', { name: 'Settings for your phone or mail app' });
    expect(within(settings).getAllByText('srv1.example-host.uz')).toHaveLength(2);
    expect(within(settings).getByText('993')).toBeInTheDocument();
    expect(within(settings).getByText('465')).toBeInTheDocument();
    fireEvent.click(within(settings).getByRole('button', { name: 'Copy: Incoming server (IMAP)' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('srv1.example-host.uz'));
    expect(await within(settings).findByText('Copied')).toBeInTheDocument();
    fireEvent.click(within(settings).getByRole('button', { name: 'Copy: All the settings' }));
    await waitFor(() =>
      expect(writeText).toHaveBeenLastCalledWith(
        'IMAP: srv1.example-host.uz:993 SSL\nSMTP: srv1.example-host.uz:465 SSL',
      ),
    );
    const qr = await within(settings).findByTestId('mail-settings-qr');
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(within(settings).getByRole('link', { name: 'Open webmail' })).toHaveAttribute(
      'href',
      'https://webmail.example-host.uz/',
    );
  });

  it('changes only what changed, puts a bad forwarding address on its field, and deletes after a warning', async () => {
    const box = mailboxFixture();
    const calls = stubRoutes({
      [`GET ${MAILBOXES}`]: [ok(mailboxList([box])), ok(mailboxList([box])), ok(mailboxList([]))],
      [`PATCH ${mailboxUrl(box.address)}`]: [
        invalid({ forward: ['Enter a valid e-mail address for each forwarding target.'] }),
        ok({ ...box, forward: ['boss@example.com'] }),
      ],
      [`DELETE ${mailboxUrl(box.address)}`]: [ok(null)],
      [PROFILE]: [ok(demoProfile)],
    });
    renderMail();
    fireEvent.click(await screen.findByRole('button', { name: 'Change info@example.uz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change info@example.uz' });
    fireEvent.input(within(dialog).getByLabelText('Forward to'), { target: { value: 'boss@example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Forward to')).toHaveAccessibleDescription(/valid e-mail address/),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const patches = calls.filter((call) => call.method === 'PATCH').map((call) => call.body);
    expect(patches).toEqual([{ forward: ['boss@example.com'] }, { forward: ['boss@example.com'] }]);

    fireEvent.click(await screen.findByRole('button', { name: 'Delete info@example.uz' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete info@example.uz?' });
    expect(within(confirm).getByText(/all the mail in it are deleted for good/)).toBeInTheDocument();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete the mailbox and its mail' }));
    expect(await screen.findByText(/There are no mailboxes on this order yet/)).toBeInTheDocument();
  });

  it('offers no changes in a support session', async () => {
    stubRoutes({
      [`GET ${MAILBOXES}`]: [
        ok(
          mailboxList([mailboxFixture()], {
            access: { writable: false, reason: 'support_session', message: 'x' },
          }),
        ),
      ],
      [PROFILE]: [ok(supportProfile)],
    });
    renderMail();
    await screen.findByRole('listitem', { name: 'info@example.uz' });
    expect(screen.queryByRole('button', { name: /Change|Delete|Add/ })).not.toBeInTheDocument();
  });

  it('says a mailbox needs a site when the order has none', async () => {
    stubRoutes({
      [`GET ${MAILBOXES}`]: [ok(mailboxList([], { domains: [] }))],
      [PROFILE]: [ok(demoProfile)],
    });
    renderMail();
    expect(await screen.findByText(/Add a site first/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add your first mailbox' })).not.toBeInTheDocument();
  });
});
