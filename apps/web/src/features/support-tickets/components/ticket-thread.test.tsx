import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyLiveEvent } from '@/app/live-updates';
import { kbArticleHref } from '@/config/paths';
import { renderWithProviders } from '@/test/render';
import { detailFixture, ok, staffAnswer, stubApi } from './test-data';
import { TicketThread } from './ticket-thread';

const THREAD = 'GET /api/client/support/tickets/31';

beforeEach(() => {
  localStorage.setItem('token', 't');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('TicketThread', () => {
  it('shows the messages, the promised answer time and the reply address, and saves an attachment', async () => {
    stubApi({
      [THREAD]: () => ok(detailFixture()),
      'GET /api/client/support/tickets/31/attachments/5': () => ({
        file: { bytes: new Uint8Array([137, 80, 78, 71]), type: 'image/png' },
      }),
    });
    URL.createObjectURL = vi.fn(() => 'blob:attachment');
    URL.revokeObjectURL = vi.fn();
    renderWithProviders(<TicketThread id={31} />);
    expect(await screen.findByText('My site answers 500 since this morning.')).toBeInTheDocument();
    expect(screen.getByText(/We will answer by .*2026/)).toBeInTheDocument();
    expect(screen.getByText('support+31.abc123@portal.example.uz')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'screen.png (2 KB)' }));
    const link = await screen.findByRole('link', { name: 'Save screen.png (2 KB)' });
    expect(link).toHaveAttribute('href', 'blob:attachment');
    expect(link).toHaveAttribute('download', 'screen.png');
  });

  it('links the knowledge-base article the ticket was opened from, and names none without one', async () => {
    stubApi({
      [THREAD]: () =>
        ok(detailFixture({ kb_article: { slug: 'php-version', title: 'Changing the PHP version' } })),
    });
    const { unmount } = renderWithProviders(<TicketThread id={31} />);
    const link = await screen.findByRole('link', { name: 'Changing the PHP version' });
    expect(link).toHaveAttribute('href', kbArticleHref('php-version'));
    expect(link.parentElement).toHaveTextContent('Opened from the article: Changing the PHP version');
    unmount();
    stubApi({ [THREAD]: () => ok(detailFixture()) });
    renderWithProviders(<TicketThread id={31} />);
    expect(await screen.findByText('My site answers 500 since this morning.')).toBeInTheDocument();
    expect(screen.queryByText(/Opened from the article/)).toBeNull();
  });

  it('sends a reply with its files and shows the answered thread', async () => {
    let ticket = detailFixture();
    const calls = stubApi({
      [THREAD]: () => ok(ticket),
      'POST /api/client/support/tickets/31/messages': () => {
        ticket = detailFixture({
          messages: [
            ...ticket.messages,
            { ...staffAnswer, id: 3, author: 'customer', author_name: null, body: 'Still broken.' },
          ],
        });
        return ok(ticket);
      },
    });
    renderWithProviders(<TicketThread id={31} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Your reply'), 'Still broken.');
    await user.upload(
      screen.getByLabelText('Attachments', { selector: 'input' }),
      new File(['log'], 'error.log', { type: 'text/plain' }),
    );
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Still broken.')).toBeInTheDocument();
    const body = calls.find((call) => call.method === 'POST')?.body as FormData;
    expect(body.get('message')).toBe('Still broken.');
    expect((body.get('attachments') as File).name).toBe('error.log');
    expect(screen.getByLabelText('Your reply')).toHaveValue('');
  });

  it('closes the ticket, then reopens it', async () => {
    let ticket = detailFixture();
    const calls = stubApi({
      [THREAD]: () => ok(ticket),
      'POST /api/client/support/tickets/31/close': () => {
        ticket = detailFixture({
          status: 'closed',
          first_answer_due_at: null,
          can_reopen: true,
          closed_at: '2026-11-27T11:00:00Z',
          events: [{ kind: 'status', from: 'open', to: 'closed', created_at: '2026-11-27T11:00:00Z' }],
        });
        return ok(ticket);
      },
      'POST /api/client/support/tickets/31/reopen': () => {
        ticket = detailFixture({ status: 'open', first_answer_due_at: null });
        return ok(ticket);
      },
    });
    renderWithProviders(<TicketThread id={31} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Close ticket' }));
    expect(await screen.findByText(/Status changed: Closed/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Your reply')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reopen ticket' }));
    expect(await screen.findByLabelText('Your reply')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      '/api/client/support/tickets/31/close',
      '/api/client/support/tickets/31/reopen',
    ]);
  });

  it('says a ticket closed too long ago cannot be reopened', async () => {
    stubApi({ [THREAD]: () => ok(detailFixture({ status: 'closed', can_reopen: false })) });
    renderWithProviders(<TicketThread id={31} />);
    expect(await screen.findByText(/This ticket is closed/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reopen ticket' })).not.toBeInTheDocument();
  });

  it('rates an answer with a score and a comment', async () => {
    let ticket = detailFixture({
      status: 'answered',
      first_answer_due_at: null,
      messages: [...detailFixture().messages, staffAnswer],
      can_rate: true,
    });
    const calls = stubApi({
      [THREAD]: () => ok(ticket),
      'POST /api/client/support/tickets/31/rating': () => {
        ticket = { ...ticket, can_rate: false, rating: 4, rating_comment: 'Quick, thanks' };
        return ok(ticket);
      },
    });
    renderWithProviders(<TicketThread id={31} />);
    const user = userEvent.setup();
    const question = await screen.findByRole('group', { name: 'How helpful was the answer?' });
    await user.click(within(question).getByLabelText('4 of 5'));
    await user.type(screen.getByLabelText('Comment (optional)'), 'Quick, thanks');
    await user.click(screen.getByRole('button', { name: 'Rate the answer' }));
    expect(await screen.findByText('Your rating: 4 of 5 — Quick, thanks')).toBeInTheDocument();
    const sent = calls.find((call) => call.url.endsWith('/rating'));
    expect(JSON.parse(String(sent?.body))).toEqual({ rating: 4, comment: 'Quick, thanks' });
  });

  it('shows only the given rating, without an empty form, on a ticket already rated', async () => {
    stubApi({
      [THREAD]: () =>
        ok(
          detailFixture({
            status: 'answered',
            first_answer_due_at: null,
            messages: [...detailFixture().messages, staffAnswer],
            can_rate: true,
            rating: 5,
            rating_comment: null,
          }),
        ),
    });
    renderWithProviders(<TicketThread id={31} />);
    expect(await screen.findByText('Your rating: 5 of 5')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'How helpful was the answer?' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rate the answer' })).not.toBeInTheDocument();
  });

  it('shows a staff reply that arrives on the live stream without a reload', async () => {
    let ticket = detailFixture();
    stubApi({ [THREAD]: () => ok(ticket) });
    const { queryClient } = renderWithProviders(<TicketThread id={31} />);
    expect(await screen.findByText('My site answers 500 since this morning.')).toBeInTheDocument();
    expect(screen.queryByText(staffAnswer.body)).not.toBeInTheDocument();

    ticket = detailFixture({
      status: 'answered',
      first_answer_due_at: null,
      messages: [...ticket.messages, staffAnswer],
    });
    act(() =>
      applyLiveEvent(queryClient, { kind: 'ticket', id: 9, payload: { ticket_id: 31, status: 'answered' } }),
    );
    expect(await screen.findByText(staffAnswer.body)).toBeInTheDocument();
    expect(screen.getByText('Dilnoza')).toBeInTheDocument();
    expect(screen.getByText('Answered')).toBeInTheDocument();
  });
});
