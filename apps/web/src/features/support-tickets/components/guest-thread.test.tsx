import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { takeGuestToken } from '../guest-token';
import { GuestThread } from './guest-thread';
import { detailFixture, ok, staffAnswer, stubApi } from './test-data';

const TOKEN = 'Tk3v1sItOr-secret_link_token_0123456789abcd';
const THREAD = 'GET /api/client/support/guest-tickets/current';
const REPLY = 'POST /api/client/support/guest-tickets/current/messages';
const FILE = 'GET /api/client/support/guest-tickets/current/attachments/5';
const guestTicket = (overrides = {}) =>
  detailFixture({
    department: 'sales',
    messages: [...detailFixture().messages, staffAnswer],
    first_answer_due_at: null,
    status: 'answered',
    ...overrides,
  });

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the guest link’s token', () => {
  it('is taken from the fragment, which leaves the address, and kept for the tab', () => {
    window.history.replaceState(null, '', `/support/guest?from=mail#${TOKEN}`);
    expect(takeGuestToken()).toBe(TOKEN);
    expect(window.location.hash).toBe('');
    expect(window.location.pathname + window.location.search).toBe('/support/guest?from=mail');
    // A reload of the stripped address still opens the thread.
    expect(takeGuestToken()).toBe(TOKEN);
  });

  it('is none for a fragment that is no token, even when the tab kept one before', () => {
    sessionStorage.setItem('guestTicketToken', TOKEN);
    window.history.replaceState(null, '', '/support/guest#<script>');
    expect(takeGuestToken()).toBeNull();
    expect(window.location.hash).toBe('');
  });
});

describe('GuestThread', () => {
  it('shows both sides with the token in its header, and fetches a file the same way', async () => {
    const calls = stubApi({
      [THREAD]: () => ok(guestTicket()),
      [FILE]: () => ({ file: { bytes: new Uint8Array([137, 80, 78, 71]), type: 'image/png' } }),
    });
    URL.createObjectURL = vi.fn(() => 'blob:attachment');
    URL.revokeObjectURL = vi.fn();
    renderWithProviders(<GuestThread token={TOKEN} />);
    expect(await screen.findByText('My site answers 500 since this morning.')).toBeInTheDocument();
    expect(screen.getByText('We restarted PHP; please check again.')).toBeInTheDocument();
    expect(screen.getByText('Dilnoza')).toBeInTheDocument();
    expect(screen.getByText('Answered')).toBeInTheDocument();
    expect(screen.getByText('support+31.abc123@portal.example.uz')).toBeInTheDocument();
    expect(screen.getByText(/private link from your e-mail/)).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'screen.png (2 KB)' }));
    expect(await screen.findByRole('link', { name: 'Save screen.png (2 KB)' })).toHaveAttribute(
      'href',
      'blob:attachment',
    );
    expect(calls.map((call) => call.headers['x-guest-token'])).toEqual([TOKEN, TOKEN]);
    expect(calls.every((call) => !call.url.includes(TOKEN))).toBe(true);
  });

  it('shows the promised answer time while the first answer is due', async () => {
    stubApi({ [THREAD]: () => ok(detailFixture()) });
    renderWithProviders(<GuestThread token={TOKEN} />);
    expect(await screen.findByText(/We will answer by .*2026/)).toBeInTheDocument();
  });

  it('sends a reply with the token and shows the thread the server answers', async () => {
    let ticket = guestTicket();
    const calls = stubApi({
      [THREAD]: () => ok(ticket),
      [REPLY]: () => {
        ticket = guestTicket({
          status: 'open',
          messages: [
            ...ticket.messages,
            { ...staffAnswer, id: 9, author: 'customer', body: 'It works now.' },
          ],
        });
        return ok(ticket);
      },
    });
    renderWithProviders(<GuestThread token={TOKEN} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Your reply'), 'It works now.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('It works now.')).toBeInTheDocument();
    const reply = calls.find((call) => call.method === 'POST');
    expect(reply?.headers['x-guest-token']).toBe(TOKEN);
    expect((reply?.body as FormData | undefined)?.get('message')).toBe('It works now.');
    expect(screen.getByLabelText('Your reply')).toHaveValue('');
  });

  it('says a closed ticket reopens with a reply, and offers none once it can no longer', async () => {
    stubApi({ [THREAD]: () => ok(guestTicket({ status: 'closed', can_reopen: true })) });
    const { unmount } = renderWithProviders(<GuestThread token={TOKEN} />);
    expect(await screen.findByText('This ticket is closed. A reply opens it again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Your reply')).toBeInTheDocument();
    unmount();

    stubApi({ [THREAD]: () => ok(guestTicket({ status: 'closed', can_reopen: false })) });
    renderWithProviders(<GuestThread token={TOKEN} />);
    expect(await screen.findByText(/This ticket is closed. Write to us again/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Your reply')).toBeNull();
  });

  it('explains a link that opens nothing and leads back to the support page', async () => {
    const calls = stubApi({});
    renderWithProviders(<GuestThread token={TOKEN} />);
    expect(await screen.findByText('This link does not open a ticket.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the support page' })).toHaveAttribute('href', '/info');
    expect(calls).toHaveLength(1);
  });

  it('asks nothing of the server without a token', () => {
    const calls = stubApi({});
    renderWithProviders(<GuestThread token={null} />);
    expect(screen.getByText('This link does not open a ticket.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('tells a failed load apart from a link that opens nothing', async () => {
    stubApi({ [THREAD]: () => ({ status: 503, body: { status: false, code: 'INTERNAL', message: 'x' } }) });
    renderWithProviders(<GuestThread token={TOKEN} />);
    expect(
      await screen.findByText(
        'The ticket could not be loaded. Check your connection and try again.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  });

  it('tells a limited address how long to wait', async () => {
    stubApi({
      [THREAD]: () => ({
        status: 429,
        body: { status: false, code: 'RATE_LIMITED', message: 'Too many' },
        headers: { 'Retry-After': '90' },
      }),
    });
    renderWithProviders(<GuestThread token={TOKEN} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 2 minutes.');
  });
});
