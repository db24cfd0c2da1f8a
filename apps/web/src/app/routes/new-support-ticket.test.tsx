import { domainPaths, hostingPaths, kbPaths } from '@portal/contracts';
import { screen } from '@testing-library/react';
import { renderRoutes } from '@/test/render';
import { ok, stubRoutes } from '@/test/test-network';
import { Component as NewSupportTicket } from './new-support-ticket';

// The new-ticket page takes its topic from the address: the account deletion's "ask support for a refund" link
// opens it with the billing department and the subject filled in.

beforeEach(() => {
  localStorage.setItem('token', 't');
  stubRoutes({
    [`GET ${hostingPaths.orders}?per_page=100`]: [ok([])],
    [`GET ${domainPaths.list}?per_page=100`]: [ok([])],
  });
});
afterEach(() => vi.unstubAllGlobals());

const render = (query: string) =>
  renderRoutes(
    [{ path: '/support/tickets/new', Component: NewSupportTicket }],
    `/support/tickets/new?${query}`,
  );

describe('/support/tickets/new', () => {
  it('fills the department and the subject from ?department=&subject=', async () => {
    render(new URLSearchParams({ department: 'billing', subject: 'Refund of my balance' }).toString());
    expect(await screen.findByLabelText('Subject')).toHaveValue('Refund of my balance');
    expect(screen.getByLabelText('Department')).toHaveValue('billing');
  });

  it('ignores a department it does not know', async () => {
    render('department=refunds&subject=Hi');
    expect(await screen.findByLabelText('Subject')).toHaveValue('');
    expect(screen.getByLabelText('Department')).toHaveValue('technical');
  });

  it('names the article read before writing (?article=) and starts the subject with its title', async () => {
    stubRoutes({
      [`GET ${hostingPaths.orders}?per_page=100`]: [ok([])],
      [`GET ${domainPaths.list}?per_page=100`]: [ok([])],
      [`GET ${kbPaths.list}/top-up`]: [
        ok({
          slug: 'top-up',
          category: 'billing',
          title: 'Top up with Payme',
          excerpt: '',
          language: 'en',
          updated_at: '2026-11-20T09:00:00.000Z',
          body_html: '<p>Text</p>',
          published_at: '2026-11-01T09:00:00.000Z',
        }),
      ],
    });
    render('article=top-up');
    expect(await screen.findByRole('link', { name: 'Top up with Payme' })).toHaveAttribute(
      'href',
      '/info/kb/top-up',
    );
    expect(screen.getByText('Article read:', { exact: false })).toBeInTheDocument();
    expect(screen.getByLabelText('Subject')).toHaveValue('Top up with Payme');
  });
});
