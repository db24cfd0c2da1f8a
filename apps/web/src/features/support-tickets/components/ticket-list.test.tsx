import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { ok, stubApi, summaryFixture } from './test-data';
import { TicketList } from './ticket-list';

const LIST = 'GET /api/client/support/tickets?per_page=100';

beforeEach(() => {
  localStorage.setItem('token', 't');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('TicketList', () => {
  it('shows the empty state with the new-ticket button', async () => {
    stubApi({ [LIST]: () => ok([], 0) });
    renderWithProviders(<TicketList />);
    expect(await screen.findByText(/You have no tickets yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New ticket' })).toHaveAttribute('href', '/support/tickets/new');
  });

  it('lists each ticket with its subject, department, status in words and the last message time', async () => {
    stubApi({
      [LIST]: () =>
        ok(
          [
            summaryFixture(),
            summaryFixture({
              id: 32,
              subject: 'Invoice for November',
              department: 'billing',
              status: 'awaiting_customer',
              last_message_at: '2026-11-26T15:30:00Z',
            }),
          ],
          2,
        ),
    });
    renderWithProviders(<TicketList />);
    const link = await screen.findByRole('link', { name: 'The site shows error 500' });
    expect(link).toHaveAttribute('href', '/support/tickets/31');
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByText('Open')).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByText('Technical')).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByText(/Last message: .*2026/)).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText('Awaiting your reply')).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText('Billing')).toBeInTheDocument();
  });
});
