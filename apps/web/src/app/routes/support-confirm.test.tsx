import { screen } from '@testing-library/react';
import { ok, stubApi } from '@/features/support-tickets/components/test-data';
import { renderWithProviders } from '@/test/render';
import { Component as ConfirmTicketPage } from './support-confirm';

const TOKEN = 'Cf3v1sItOr-secret_link_token_0123456789abcd';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('/support/confirm', () => {
  it('spends the link’s token once, takes it out of the address and links the ticket now in the account', async () => {
    const calls = stubApi({ 'POST /api/client/support/ticket-confirmations': () => ok({ ticket_id: 77 }) });
    window.history.replaceState(null, '', `/support/confirm#${TOKEN}`);
    renderWithProviders(<ConfirmTicketPage />, '/support/confirm');
    expect(await screen.findByText('Ticket №77 is now in your account.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the ticket' })).toHaveAttribute(
      'href',
      '/support/tickets/77',
    );
    expect(window.location.href).not.toContain(TOKEN);
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0]?.body))).toEqual({ token: TOKEN });
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
  });

  it('says a used, expired or cut link confirms nothing', async () => {
    stubApi({
      'POST /api/client/support/ticket-confirmations': () => ({
        status: 404,
        body: { status: false, code: 'NOT_FOUND', message: 'Not found' },
      }),
    });
    window.history.replaceState(null, '', `/support/confirm#${TOKEN}`);
    renderWithProviders(<ConfirmTicketPage />, '/support/confirm');
    expect(await screen.findByText('This link does not confirm a ticket.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the support page' })).toBeInTheDocument();
  });

  it('asks nothing for a link without a token', async () => {
    const calls = stubApi({});
    window.history.replaceState(null, '', '/support/confirm#cut');
    renderWithProviders(<ConfirmTicketPage />, '/support/confirm');
    expect(await screen.findByText('This link does not confirm a ticket.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
