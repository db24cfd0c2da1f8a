import { apiPaths, mailPath, mailPaths } from '@portal/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { demoProfile, renderWithProviders, stubApi } from '@/test/render';
import { MailHome } from './mail-home';
import { contactFixture, peerFixture } from './test-data';

const contactsUrl = `${mailPaths.contacts}?per_page=100`;
const ok = (data: unknown, total?: number) => ({
  body: { status: true, data, ...(total === undefined ? {} : { total }) },
});

beforeEach(() => {
  localStorage.setItem('token', 't');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function search(id: string) {
  fireEvent.input(screen.getByLabelText('User ID'), { target: { value: id } });
  fireEvent.click(screen.getByRole('button', { name: 'Find' }));
}

describe('MailHome', () => {
  it('shows the own id, the saved messages entry and the empty contacts state', async () => {
    stubApi({ [apiPaths.profile]: ok(demoProfile), [contactsUrl]: ok([], 0) });
    renderWithProviders(<MailHome />);
    expect(await screen.findByTestId('own-mail-id')).toHaveTextContent('Your ID: 42');
    expect(screen.getByRole('link', { name: /Saved messages/ })).toHaveAttribute('href', '/mail/42');
    expect(await screen.findByText(/No conversations yet/)).toBeInTheDocument();
  });

  it('finds a customer by id and offers to write to them', async () => {
    const calls = stubApi({
      [apiPaths.profile]: ok(demoProfile),
      [contactsUrl]: ok([], 0),
      [mailPath(mailPaths.user, 7)]: ok(peerFixture()),
    });
    renderWithProviders(<MailHome />);
    await search(' 7 ');
    const card = await screen.findByRole('article', { name: 'Search result' });
    expect(within(card).getByText('Bobur T.')).toBeInTheDocument();
    expect(within(card).getByText('ID 7')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Write' })).toHaveAttribute('href', '/mail/7');
    expect(calls.some((call) => call.url === mailPath(mailPaths.user, 7))).toBe(true);
  });

  it('says so when nobody has the id, and refuses a non-number without asking the server', async () => {
    const calls = stubApi({ [apiPaths.profile]: ok(demoProfile), [contactsUrl]: ok([], 0) });
    renderWithProviders(<MailHome />);
    await search('12a');
    expect(await screen.findByText('Enter the ID as a number, for example 12.')).toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('/mail/users/'))).toBe(false);
    await search('999');
    expect(await screen.findByText('There is no customer with this ID.')).toBeInTheDocument();
  });

  it('lists contacts with name, id, preview, time and an unread badge', async () => {
    stubApi({
      [apiPaths.profile]: ok(demoProfile),
      [contactsUrl]: ok(
        [
          contactFixture(),
          contactFixture({
            user: peerFixture({ id: 9, display_name: 'Dilnoza Y.', blocked_by_me: true }),
            last_message: { id: 2, preview: 'Rahmat', created_at: '2026-04-20T05:00:00.000Z', is_mine: true },
            unread_count: 0,
          }),
        ],
        2,
      ),
    });
    renderWithProviders(<MailHome />);
    const list = await screen.findByRole('list', { name: 'Contacts' });
    const [first, second] = within(list).getAllByRole('link');
    expect(first).toHaveAttribute('href', '/mail/7');
    expect(first).toHaveTextContent('Bobur T.');
    expect(first).toHaveTextContent('ID 7');
    expect(first).toHaveTextContent('Qalaysiz?');
    expect(within(first as HTMLElement).getByTestId('unread-badge')).toHaveTextContent('Unread messages: 2');
    expect(second).toHaveTextContent('You: Rahmat');
    expect(second).toHaveTextContent('Blocked');
    expect(second).toHaveTextContent('20 Apr 2026');
    expect(within(second as HTMLElement).queryByTestId('unread-badge')).not.toBeInTheDocument();
  });
});
