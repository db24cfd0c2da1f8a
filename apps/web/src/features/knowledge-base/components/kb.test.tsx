import { type KbArticleSummary, kbPaths } from '@portal/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from '@/lib/query-client';
import { renderRoutes } from '@/test/render';
import { ok, stubRoutes } from '@/test/test-network';
import { kbArticlesQueryOptions } from '../api/get-kb-articles';
import { KbArticleView } from './kb-article-view';
import { KbList } from './kb-list';

afterEach(() => vi.unstubAllGlobals());

const summary = (
  slug: string,
  category: KbArticleSummary['category'],
  overrides: Partial<KbArticleSummary> = {},
): KbArticleSummary => ({
  slug,
  category,
  title: `Title of ${slug}`,
  excerpt: `Excerpt of ${slug}`,
  language: 'en',
  updated_at: '2026-11-20T09:00:00.000Z',
  ...overrides,
});
const articles = [
  summary('top-up', 'billing'),
  summary('reset-password', 'account'),
  summary('panel', 'hosting'),
];

const renderList = (path = '/info/kb') =>
  renderRoutes(
    [
      { path: '/info/kb', element: <KbList /> },
      { path: '/info/kb/:slug', element: <p>article</p> },
    ],
    path,
  );

describe('KbList', () => {
  it('shows the articles under their categories, each title a link to the article', async () => {
    stubRoutes({ [`GET ${kbPaths.list}`]: [ok(articles)] });
    renderList();
    const link = await screen.findByRole('link', { name: 'Title of top-up' });
    expect(link).toHaveAttribute('href', '/info/kb/top-up');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Payments and balance', 'Hosting', 'Account and sign-in']);
    expect(screen.getByText('Excerpt of reset-password')).toBeInTheDocument();
  });

  it('searches as the words are typed, keeping the words in the address', async () => {
    const calls = stubRoutes({
      [`GET ${kbPaths.list}`]: [ok(articles)],
      [`GET ${kbPaths.list}?q=password`]: [ok([articles[1]])],
      [`GET ${kbPaths.list}?q=zzz`]: [ok([])],
    });
    const { router } = renderList();
    await screen.findByRole('link', { name: 'Title of top-up' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the knowledge base' }), 'password');
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Title of top-up' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: 'Title of reset-password' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Search results' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=password');
    expect(calls.map((call) => call.url)).toContain(`${kbPaths.list}?q=password`);

    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.type(screen.getByRole('searchbox'), 'zzz');
    expect(await screen.findByText(/Nothing found for “zzz”/)).toBeInTheDocument();
  });

  it('is adopted from the prerendered page without a mismatch, even with the articles already cached', async () => {
    const tree = (client: ReturnType<typeof createQueryClient>) => (
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <KbList />
        </MemoryRouter>
      </QueryClientProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree(createQueryClient()));
    document.body.append(container);
    expect(container.textContent).toContain('Loading articles…');
    stubRoutes({ [`GET ${kbPaths.list}`]: [ok(articles)] });
    const client = createQueryClient();
    client.setQueryData(kbArticlesQueryOptions('').queryKey, articles);
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, tree(client), { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(recoverable).toEqual([]);
    expect(await screen.findByRole('link', { name: 'Title of panel' })).toBeInTheDocument();
    container.remove();
  });
});

const renderArticle = (path: string) =>
  renderRoutes(
    [{ path: '/info/kb/:slug', element: <KbArticleView slug={path.split('/')[3]?.split('?')[0] ?? ''} /> }],
    path,
  );

describe('KbArticleView', () => {
  it('shows the article with its server-rendered text', async () => {
    stubRoutes({
      [`GET ${kbPaths.list}/top-up`]: [
        ok({
          ...summary('top-up', 'billing'),
          body_html: '<ol><li>Open <strong>Top up</strong></li></ol>',
          published_at: '2026-11-01T09:00:00.000Z',
        }),
      ],
    });
    renderArticle('/info/kb/top-up');
    expect(await screen.findByRole('heading', { name: 'Title of top-up' })).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('Open Top up');
    expect(screen.getByText('Payments and balance', { exact: false })).toBeInTheDocument();
    expect(screen.queryByText(/not translated into your language/)).not.toBeInTheDocument();
  });

  it('says so when the article is shown in Uzbek for want of a translation', async () => {
    stubRoutes({
      [`GET ${kbPaths.list}/top-up`]: [
        ok({
          ...summary('top-up', 'billing', { language: 'uz' }),
          body_html: '<p>Matn</p>',
          published_at: '2026-11-01T09:00:00.000Z',
        }),
      ],
    });
    renderArticle('/info/kb/top-up');
    expect(await screen.findByText(/not translated into your language/)).toBeInTheDocument();
  });

  it('says the article was not found for a draft or unknown slug', async () => {
    stubRoutes({});
    renderArticle('/info/kb/no-such');
    expect(await screen.findByText('This article was not found.')).toBeInTheDocument();
  });

  it('counts the opening when the ticket form suggested the article', async () => {
    const calls = stubRoutes({
      [`GET ${kbPaths.list}/top-up`]: [
        ok({
          ...summary('top-up', 'billing'),
          body_html: '<p>Text</p>',
          published_at: '2026-11-01T09:00:00.000Z',
        }),
      ],
      [`POST ${kbPaths.list}/top-up/opened`]: [ok(null)],
    });
    renderArticle('/info/kb/top-up?source=ticket-form');
    await screen.findByRole('heading', { name: 'Title of top-up' });
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST')).toEqual([
        { url: `${kbPaths.list}/top-up/opened`, method: 'POST', body: { source: 'ticket-form' } },
      ]),
    );
  });
});
