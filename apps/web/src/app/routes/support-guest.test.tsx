import { screen } from '@testing-library/react';
import { detailFixture, ok, stubApi } from '@/features/support-tickets/components/test-data';
import { renderWithProviders } from '@/test/render';
import { Component as GuestTicketPage } from './support-guest';

const TOKEN = 'Tk3v1sItOr-secret_link_token_0123456789abcd';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('/support/guest', () => {
  it('opens the thread of the link’s token, takes the token out of the address and asks not to be indexed', async () => {
    const calls = stubApi({ 'GET /api/client/support/guest-tickets/current': () => ok(detailFixture()) });
    window.history.replaceState(null, '', `/support/guest#${TOKEN}`);
    const { unmount } = renderWithProviders(<GuestTicketPage />, '/support/guest');
    expect(await screen.findByText('My site answers 500 since this morning.')).toBeInTheDocument();
    expect(window.location.href).not.toContain(TOKEN);
    expect(calls[0]?.headers['x-guest-token']).toBe(TOKEN);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
    unmount();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });
});
