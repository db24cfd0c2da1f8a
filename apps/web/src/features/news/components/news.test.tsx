import { newsPaths } from '@portal/contracts';
import { screen } from '@testing-library/react';
import { readNewsSeenAt } from '@/lib/news-seen';
import { renderRoutes } from '@/test/render';
import { ok, stubRoutes } from '@/test/test-network';
import { NewsArticle } from './news-article';
import { NewsList } from './news-list';

afterEach(() => vi.unstubAllGlobals());

const listUrl = (page = 1) => `${newsPaths.list}?page=${page}&per_page=10`;
const item = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  title: `Title ${id}`,
  body: `First paragraph of ${id}.\n\nSecond paragraph.`,
  published_at: '2026-05-01T09:00:00.000Z',
  language: 'en',
  ...overrides,
});

const renderList = (path = '/news') =>
  renderRoutes(
    [
      { path: '/news', element: <NewsList /> },
      { path: '/news/:id', element: <p>detail</p> },
    ],
    path,
  );

describe('NewsList', () => {
  it('shows cards with date, title link and the first paragraph', async () => {
    stubRoutes({ [`GET ${listUrl()}`]: [{ body: { status: true, data: [item(2), item(1)], total: 2 } }] });
    renderList();
    const link = await screen.findByRole('link', { name: 'Title 2' });
    expect(link).toHaveAttribute('href', '/news/2');
    expect(screen.getByText('First paragraph of 2.')).toBeInTheDocument();
    expect(screen.queryByText('Second paragraph.')).not.toBeInTheDocument();
    expect(screen.getAllByText('1 May 2026')).toHaveLength(2);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('marks the news seen up to the newest item shown, for the home counter', async () => {
    const newest = '2026-05-03T09:00:00.000Z';
    stubRoutes({
      [`GET ${listUrl()}`]: [
        { body: { status: true, data: [item(2, { published_at: newest }), item(1)], total: 2 } },
      ],
    });
    expect(readNewsSeenAt()).toBeNull();
    renderList();
    await screen.findByRole('link', { name: 'Title 2' });
    expect(readNewsSeenAt()).toBe(newest);
  });

  it('shows the no-news message when nothing is published', async () => {
    stubRoutes({ [`GET ${listUrl()}`]: [{ body: { status: true, data: [], total: 0 } }] });
    renderList();
    expect(await screen.findByText('There is no news yet.')).toBeInTheDocument();
  });

  it('pages through more than one page of news', async () => {
    stubRoutes({ [`GET ${listUrl(2)}`]: [{ body: { status: true, data: [item(3)], total: 23 } }] });
    renderList('/news?page=2');
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    // An older page leaves the newer items unseen.
    expect(readNewsSeenAt()).toBeNull();
    expect(screen.getByRole('link', { name: '← Newer' })).toHaveAttribute('href', '/news');
    expect(screen.getByRole('link', { name: 'Older →' })).toHaveAttribute('href', '/news?page=3');
  });

  it('says so when the news cannot be loaded', async () => {
    stubRoutes({
      [`GET ${listUrl()}`]: [{ status: 500, body: { status: false, code: 'INTERNAL', message: 'x' } }],
    });
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent('News could not be loaded.');
  });
});

describe('NewsArticle', () => {
  it('renders the body as plain paragraphs, never as HTML', async () => {
    stubRoutes({
      'GET /api/client/news/5': [
        ok(item(5, { body: 'Hello <img src=x onerror=alert(1)>\n\n<b>bold?</b>', language: 'uz' })),
      ],
    });
    const view = renderRoutes([{ path: '/news/:id', element: <NewsArticle id={5} /> }], '/news/5');
    expect(await screen.findByRole('heading', { name: 'Title 5' })).toBeInTheDocument();
    expect(screen.getByText('Hello <img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(screen.getByText('<b>bold?</b>')).toBeInTheDocument();
    expect(view.container.querySelector('img, b')).toBeNull();
    expect(view.container.querySelector('article')).toHaveAttribute('lang', 'uz-Latn');
  });

  it('answers an unknown or unpublished item with "not found"', async () => {
    stubRoutes({});
    renderRoutes([{ path: '/news/:id', element: <NewsArticle id={404} /> }], '/news/404');
    expect(await screen.findByRole('alert')).toHaveTextContent('This news item was not found.');
  });
});
