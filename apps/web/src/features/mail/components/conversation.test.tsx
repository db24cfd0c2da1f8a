import { MAIL_BODY_MAX, MAIL_POLL_MS, mailPath, mailPaths } from '@portal/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, stubApi } from '@/test/render';
import { Conversation } from './conversation';
import { COUNTER_FROM } from './message-composer';
import { conversationFixture, messageFixture, peerFixture } from './test-data';

const firstPage = `${mailPath(mailPaths.conversation, 7)}?limit=30`;
const olderPage = `${mailPath(mailPaths.conversation, 7)}?limit=30&before=2`;
const ok = (data: unknown) => ({ body: { status: true, data } });

const thread = conversationFixture({
  messages: [
    messageFixture({
      id: 3,
      body: 'Yaxshi, rahmat',
      is_mine: true,
      sender_id: 42,
      recipient_id: 7,
      created_at: '2026-05-01T06:00:00.000Z',
      read_at: '2026-05-01T06:01:00.000Z',
    }),
    messageFixture({ id: 2, body: 'Qalaysiz?', created_at: '2026-05-01T05:00:00.000Z' }),
  ],
  has_more: true,
});

function desktop(isFinePointer: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: isFinePointer, media: query }));
}

beforeEach(() => {
  localStorage.setItem('token', 't');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const bodiesOf = () =>
  screen.getAllByTestId('message').map((bubble) => bubble.querySelector('p')?.textContent);

describe('Conversation', () => {
  it('shows bubbles oldest first with date lines, and loads earlier pages on request', async () => {
    const calls = stubApi({
      [firstPage]: ok(thread),
      [olderPage]: ok(
        conversationFixture({
          messages: [messageFixture({ id: 1, body: 'Salom!', created_at: '2026-04-29T05:00:00.000Z' })],
        }),
      ),
    });
    renderWithProviders(<Conversation peerId={7} />);
    expect(await screen.findByText('Bobur T.')).toBeInTheDocument();
    expect(bodiesOf()).toEqual(['Qalaysiz?', 'Yaxshi, rahmat']);
    const mine = screen.getByText('Yaxshi, rahmat').closest('li');
    expect(mine).toHaveAttribute('data-mine');
    expect(within(mine as HTMLElement).getByText('Read')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Load earlier messages' }));
    await waitFor(() => expect(bodiesOf()).toEqual(['Salom!', 'Qalaysiz?', 'Yaxshi, rahmat']));
    expect(calls.some((call) => call.url === olderPage)).toBe(true);
    expect(screen.getByText('29 Apr 2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).not.toBeInTheDocument();
  });

  it('sends with the button, and with Enter on a desktop while Shift+Enter keeps typing', async () => {
    desktop(true);
    const calls = stubApi({
      [firstPage]: ok(conversationFixture()),
      [mailPath(mailPaths.messages, 7)]: ok(messageFixture({ id: 9, is_mine: true })),
    });
    renderWithProviders(<Conversation peerId={7} />);
    expect(await screen.findByText('No messages yet. Write the first one.')).toBeInTheDocument();
    const box = screen.getByLabelText('Message');
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    // A hardware keyboard is likely: the keys are explained and tied to the box.
    expect(box).toHaveAccessibleDescription('Enter sends, Shift+Enter starts a new line.');

    fireEvent.input(box, { target: { value: 'Salom' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(calls.filter((call) => call.init.method === 'POST')).toHaveLength(0);
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(box).toHaveValue(''));
    const posts = calls.filter((call) => call.init.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(JSON.parse(String(posts[0]?.init.body))).toEqual({ body: 'Salom' });

    fireEvent.input(box, { target: { value: 'Yana' } });
    fireEvent.click(send);
    await waitFor(() => expect(calls.filter((call) => call.init.method === 'POST')).toHaveLength(2));
  });

  it('leaves Enter as a newline on a phone and counts characters near the limit', async () => {
    desktop(false);
    const calls = stubApi({ [firstPage]: ok(conversationFixture()) });
    renderWithProviders(<Conversation peerId={7} />);
    const box = await screen.findByLabelText('Message');
    // A touch screen has no Shift key to press: no hint about one.
    expect(screen.queryByText(/Shift\+Enter/)).not.toBeInTheDocument();
    expect(box).not.toHaveAttribute('aria-describedby');
    fireEvent.input(box, { target: { value: 'a'.repeat(COUNTER_FROM - 1) } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(calls.filter((call) => call.init.method === 'POST')).toHaveLength(0);
    expect(screen.queryByTestId('mail-counter')).not.toBeInTheDocument();
    fireEvent.input(box, { target: { value: 'a'.repeat(COUNTER_FROM + 5) } });
    expect(screen.getByTestId('mail-counter')).toHaveTextContent(
      `${COUNTER_FROM + 5} of ${MAIL_BODY_MAX} characters`,
    );
    expect(box).toHaveAttribute('maxlength', String(MAIL_BODY_MAX));
  });

  it('blocks after a confirmation and then shows the blocked state instead of the composer', async () => {
    const state = { peer: peerFixture() };
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push(`${init.method} ${url}`);
        if (url === mailPath(mailPaths.block, 7)) state.peer = peerFixture({ blocked_by_me: true });
        const data = url === firstPage ? conversationFixture({ peer: state.peer }) : state.peer;
        return new Response(JSON.stringify({ status: true, data }), {
          headers: { 'Content-Type': 'application/json' },
        });
      }),
    );
    renderWithProviders(<Conversation peerId={7} />);
    fireEvent.click(await screen.findByRole('button', { name: 'More actions' }));
    fireEvent.click(screen.getByRole('button', { name: 'Block' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Block Bobur T.?');
    expect(calls).not.toContain(`POST ${mailPath(mailPaths.block, 7)}`);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    });
    expect(await screen.findByText(/You have blocked this customer/)).toBeInTheDocument();
    expect(calls).toContain(`POST ${mailPath(mailPaths.block, 7)}`);
    expect(screen.queryByLabelText('Message')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'More actions' }));
    expect(screen.getByRole('button', { name: 'Unblock' })).toBeInTheDocument();
  });

  it('re-reads the conversation every 10 s while open, so answers appear by themselves', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const state = { messages: [messageFixture({ id: 1, body: 'Salom!' })] };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        const data = conversationFixture({ messages: state.messages });
        return new Response(JSON.stringify({ status: true, data }), {
          headers: { 'Content-Type': 'application/json' },
        });
      }),
    );
    try {
      renderWithProviders(<Conversation peerId={7} />);
      expect(await screen.findByText('Salom!')).toBeInTheDocument();
      state.messages = [messageFixture({ id: 2, body: 'Javob keldi' }), ...state.messages];
      await act(() => vi.advanceTimersByTimeAsync(MAIL_POLL_MS + 100));
      expect(await screen.findByText('Javob keldi')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('tells when the id belongs to nobody', async () => {
    stubApi({});
    renderWithProviders(<Conversation peerId={7} />);
    expect(await screen.findByText('There is no customer with this ID.')).toBeInTheDocument();
  });
});
