import { domainPaths, hostingPaths } from '@portal/contracts';
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
});
