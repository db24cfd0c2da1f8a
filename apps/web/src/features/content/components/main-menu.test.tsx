import { newsPaths } from '@portal/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { markNewsSeen } from '@/lib/news-seen';
import { renderWithProviders } from '@/test/render';
import { stubRoutes } from '@/test/test-network';
import { MainMenu } from './main-menu';

afterEach(() => vi.unstubAllGlobals());

const recent = ['2026-05-03T09:00:00.000Z', '2026-05-02T09:00:00.000Z', '2026-05-01T09:00:00.000Z'];

const recentItems = () =>
  recent.map((published_at, index) => ({
    id: 3 - index,
    title: `News ${3 - index}`,
    body: '<p>Text</p>',
    published_at,
    language: 'en',
  }));

function stubNews(total = recent.length, data: unknown[] = recentItems()) {
  return stubRoutes({ [`GET ${newsPaths.list}?per_page=20`]: [{ body: { status: true, data, total } }] });
}

const newsLink = () => screen.getByRole('link', { name: /News/ });

describe('MainMenu news counter', () => {
  it('counts every published item before the list was ever opened', async () => {
    stubNews(25);
    renderWithProviders(<MainMenu isLoggedIn={false} />);
    expect(await within(newsLink()).findByText('25 new')).toBeInTheDocument();
  });

  it('counts only the items newer than the last one seen, and drops to 0 once the list shows them', async () => {
    localStorage.setItem('newsSeenAt', recent[2]!);
    stubNews();
    renderWithProviders(<MainMenu isLoggedIn={false} />);
    expect(await within(newsLink()).findByText('2 new')).toBeInTheDocument();

    act(() => markNewsSeen(recent[0]!));
    expect(within(newsLink()).getByText('0 new')).toBeInTheDocument();
  });

  it('shows 0 for an answer that breaks the contract, and for a failed request', async () => {
    const calls = stubNews(7, [{ ...recentItems()[0], published_at: 1_777_777_777 }]);
    const { unmount } = renderWithProviders(<MainMenu isLoggedIn={false} />);
    await waitFor(() => expect(calls).toHaveLength(1));
    // The refused answer is never shown: the count it carries (7) would be.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(newsLink()).getByText('0 new')).toBeInTheDocument();
    unmount();

    const failed = stubRoutes({
      [`GET ${newsPaths.list}?per_page=20`]: [
        { status: 422, body: { status: false, code: 'X', message: '' } },
      ],
    });
    renderWithProviders(<MainMenu isLoggedIn={false} />);
    await waitFor(() => expect(failed).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(newsLink()).getByText('0 new')).toBeInTheDocument();
  });

  it('asks again when the home page is shown after the count went stale, as the query did', async () => {
    const now = vi.spyOn(Date, 'now');
    now.mockReturnValue(Date.parse('2026-05-04T00:00:00.000Z'));
    const calls = stubNews(1);
    const first = renderWithProviders(<MainMenu isLoggedIn={false} />);
    expect(await within(newsLink()).findByText('1 new')).toBeInTheDocument();
    first.unmount();

    renderWithProviders(<MainMenu isLoggedIn={false} />).unmount();
    expect(calls).toHaveLength(1);

    now.mockReturnValue(Date.parse('2026-05-04T00:00:31.000Z'));
    stubNews(2);
    renderWithProviders(<MainMenu isLoggedIn={false} />);
    expect(await within(newsLink()).findByText('2 new')).toBeInTheDocument();
    now.mockRestore();
  });
});
