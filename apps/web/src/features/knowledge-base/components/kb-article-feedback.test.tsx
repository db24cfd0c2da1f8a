import { kbPaths } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@/test/render';
import { ok, stubRoutes } from '@/test/test-network';
import { KbArticleFeedback } from './kb-article-feedback';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const VOTE = `POST ${kbPaths.list}/top-up/vote`;
const renderFeedback = () =>
  renderRoutes(
    [
      { path: '/info/kb/top-up', element: <KbArticleFeedback slug="top-up" /> },
      { path: '/support/tickets/new', element: <p>new ticket</p> },
    ],
    '/info/kb/top-up',
  );

describe('KbArticleFeedback', () => {
  it('sends the answer with this browser’s token, thanks, and lets the visitor change it', async () => {
    const calls = stubRoutes({ [VOTE]: [ok({ helpful: true }), ok({ helpful: false })] });
    renderFeedback();
    expect(screen.getByRole('heading', { name: 'Did this answer your question?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you! Your answer has been counted.');
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'No' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'false');
    const [first, second] = calls.map((call) => call.body as { helpful: boolean; visitor: string });
    expect(first?.helpful).toBe(true);
    expect(second?.helpful).toBe(false);
    // One visitor: the same token both times, so the API changes the vote rather than adding one.
    expect(first?.visitor).toMatch(/^[\w-]{16,64}$/);
    expect(second?.visitor).toBe(first?.visitor);
  });

  it('says when the vote was refused, in words', async () => {
    stubRoutes({
      [VOTE]: [{ status: 429, body: { status: false, code: 'RATE_LIMITED', message: 'x', retry_after: 60 } }],
    });
    renderFeedback();
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(await screen.findByRole('alert')).not.toBeEmptyDOMElement();
    expect(screen.getByRole('button', { name: 'No' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('leads a customer still stuck to a new ticket naming the article, and a visitor to the guest form', () => {
    stubRoutes({});
    localStorage.setItem('token', 't');
    const { unmount } = renderFeedback();
    expect(screen.getByRole('link', { name: 'Write to us' })).toHaveAttribute(
      'href',
      '/support/tickets/new?article=top-up',
    );
    unmount();
    localStorage.clear();
    renderFeedback();
    expect(screen.getByRole('link', { name: 'Write to us' })).toHaveAttribute('href', '/info?article=top-up');
  });
});
