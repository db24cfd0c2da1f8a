import { newsPaths } from '@portal/contracts';
import { act, screen, within } from '@testing-library/react';
import { markNewsSeen } from '@/lib/news-seen';
import { renderWithProviders } from '@/test/render';
import { stubRoutes } from '@/test/test-network';
import { MainMenu } from './main-menu';

afterEach(() => vi.unstubAllGlobals());

const recent = ['2026-05-03T09:00:00.000Z', '2026-05-02T09:00:00.000Z', '2026-05-01T09:00:00.000Z'];

function stubNews(total = recent.length) {
  const data = recent.map((published_at, index) => ({
    id: 3 - index,
    title: `News ${3 - index}`,
    body: '<p>Text</p>',
    published_at,
    language: 'en',
  }));
  stubRoutes({ [`GET ${newsPaths.list}?per_page=20`]: [{ body: { status: true, data, total } }] });
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
});
