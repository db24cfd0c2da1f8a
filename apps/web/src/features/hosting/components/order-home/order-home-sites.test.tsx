import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { applyLiveEvent } from '@/app/live-updates';
import { demoProfile, renderWithProviders } from '@/test/render';
import { invalid, ok, stubRoutes } from '@/test/test-network';
import { orderFixture } from '../test-data';
import { OrderHome } from './order-home';
import { PROFILE, SITES, siteFixture, siteList, siteUrl, sslUrl, supportProfile } from './test-data';

beforeEach(() => localStorage.setItem('token', 't'));
afterEach(() => vi.unstubAllGlobals());

const renderHome = (tab = 'sites', order = orderFixture()) =>
  renderWithProviders(<OrderHome order={order} />, `/?tab=${tab}`);

const idempotencyKeys = (method: string) =>
  vi
    .mocked(fetch)
    .mock.calls.filter(([, init]) => (init as RequestInit).method === method)
    .map(([, init]) => new Headers((init as RequestInit).headers).get('Idempotency-Key'));

describe('order home: sites', () => {
  it('an order without sites says what to do first, and the first site is created with an Idempotency-Key', async () => {
    const created = siteFixture({ name: 'shop.uz', display_name: 'shop.uz', aliases: ['www.shop.uz'] });
    const calls = stubRoutes({
      [`GET ${SITES}`]: [ok(siteList([])), ok(siteList([created]))],
      [`POST ${SITES}`]: [ok(created)],
      [PROFILE]: [ok(demoProfile)],
    });
    renderHome();
    expect(await screen.findByText(/There are no sites on this order yet/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add your first site' }));
    const dialog = await screen.findByRole('dialog', { name: 'A new site' });
    // The server's versions are offered, the newest chosen.
    const php = within(dialog).getByLabelText('PHP version');
    expect(
      within(php)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['PHP 5.4', 'PHP 5.6', 'PHP 7.2', 'PHP 7.4', 'PHP 8.0']);
    fireEvent.input(within(dialog).getByLabelText('Domain'), { target: { value: 'Shop.uz' } });
    fireEvent.input(within(dialog).getByLabelText('Aliases (optional)'), {
      target: { value: 'www.shop.uz' },
    });
    fireEvent.change(php, { target: { value: '7.4' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add the site' }));
    expect(await screen.findByRole('listitem', { name: 'shop.uz' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'shop.uz',
      aliases: ['www.shop.uz'],
      php_version: '7.4',
    });
    expect(idempotencyKeys('POST')[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows a refusal of the server on its field (another customer’s site)', async () => {
    stubRoutes({
      [`GET ${SITES}`]: [ok(siteList([]))],
      [`POST ${SITES}`]: [
        invalid({ name: ['Another customer already has a site with this name.'] }, 'HOSTING_OBJECT_EXISTS'),
      ],
      [PROFILE]: [ok(demoProfile)],
    });
    renderHome();
    fireEvent.click(await screen.findByRole('button', { name: 'Add your first site' }));
    const dialog = await screen.findByRole('dialog', { name: 'A new site' });
    fireEvent.input(within(dialog).getByLabelText('Domain'), { target: { value: 'taken.uz' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add the site' }));
    const field = within(dialog).getByLabelText('Domain');
    await waitFor(() => expect(field).toHaveAccessibleDescription(/Another customer already has a site/));
  });

  it('lists each site with its aliases, folder, PHP, HTTPS and certificate', async () => {
    const site = siteFixture({
      https: true,
      https_redirect: true,
      ssl: { state: 'issued', expires_at: '2027-03-01T10:00:00.000Z', error: null },
    });
    stubRoutes({ [`GET ${SITES}`]: [ok(siteList([site]))], [PROFILE]: [ok(demoProfile)] });
    renderHome();
    const card = await screen.findByRole('listitem', { name: 'example.uz' });
    const value = (label: string) => within(card).getByText(label).nextSibling;
    expect(value('Aliases')).toHaveTextContent('www.example.uz');
    expect(value('Files folder')).toHaveTextContent('/var/www/u5/data/www/example.uz');
    expect(value('PHP version')).toHaveTextContent('8.0');
    expect(value('HTTPS')).toHaveTextContent('on');
    expect(value('Certificate')).toHaveTextContent('secured until 1 Mar 2027');
  });

  it('switches PHP to 7.4 sending only what changed', async () => {
    const site = siteFixture();
    const calls = stubRoutes({
      [`GET ${SITES}`]: [ok(siteList([site])), ok(siteList([{ ...site, php_version: '7.4' }]))],
      [`PATCH ${siteUrl('example.uz')}`]: [ok({ ...site, php_version: '7.4' })],
      [PROFILE]: [ok(demoProfile)],
    });
    renderHome();
    fireEvent.click(await screen.findByRole('button', { name: 'Change example.uz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change example.uz' });
    // Without a certificate the redirect to HTTPS cannot be switched on.
    expect(within(dialog).getByLabelText('Send HTTP visitors to HTTPS')).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText('PHP version'), { target: { value: '7.4' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ php_version: '7.4' });
    expect(idempotencyKeys('PATCH')[0]).toMatch(/^[0-9a-f-]{36}$/);
    const card = await screen.findByRole('listitem', { name: 'example.uz' });
    await waitFor(() => expect(within(card).getByText('PHP version').nextSibling).toHaveTextContent('7.4'));
  });

  it('deleting a site asks for the password, says the files stay, and shows a wrong password on its field', async () => {
    const calls = stubRoutes({
      [`GET ${SITES}`]: [ok(siteList([siteFixture()]))],
      [`DELETE ${siteUrl('example.uz')}`]: [invalid({ password: ['The password is incorrect.'] })],
      [PROFILE]: [ok(demoProfile)],
    });
    renderHome();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete example.uz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete example.uz?' });
    expect(
      within(dialog).getByText(/Its files stay in \/var\/www\/u5\/data\/www\/example.uz/),
    ).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete the site' }));
    // The form checks first: nothing is sent without the password.
    const password = within(dialog).getByLabelText('Your account password');
    await waitFor(() => expect(password).toHaveAccessibleDescription('Please fill in this field.'));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.input(password, { target: { value: 'wrong' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete the site' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription('The password is incorrect.'));
    expect(calls.find((call) => call.method === 'DELETE')?.body).toEqual({ password: 'wrong' });
  });
});

describe('order home: read-only', () => {
  it('a suspended order reads, says why and how to renew, and offers no change', async () => {
    stubRoutes({
      [`GET ${SITES}`]: [
        ok(siteList([siteFixture()], { writable: false, reason: 'order_suspended', message: 'Suspended.' })),
      ],
      [PROFILE]: [ok(demoProfile)],
    });
    renderHome('sites', orderFixture({ status: 'suspended' }));
    expect(await screen.findByText(/The order is suspended/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Extend the order' })).toHaveAttribute(
      'href',
      '/extend-package?order_id=5',
    );
    expect(screen.getByRole('listitem', { name: 'example.uz' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Change|Delete|Add/ })).not.toBeInTheDocument();
  });

  it('a support session reads and changes nothing, whatever the order allows', async () => {
    stubRoutes({
      [`GET ${SITES}`]: [ok(siteList([siteFixture()]))],
      [PROFILE]: [ok(supportProfile)],
    });
    renderHome('ssl');
    expect(await screen.findByText(/You are viewing the portal as support staff/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Issue a free certificate' })).not.toBeInTheDocument();
  });
});

describe('order home: free SSL', () => {
  it('asks for a certificate, shows “issuing…”, and the live event brings “secured until” without a reload', async () => {
    const site = siteFixture();
    const issuing = { ...site, ssl: { state: 'issuing' as const, expires_at: null, error: null } };
    const issued = {
      ...site,
      https: true,
      ssl: { state: 'issued' as const, expires_at: '2027-03-07T10:00:00.000Z', error: null },
    };
    stubRoutes({
      [`GET ${SITES}`]: [ok(siteList([site])), ok(siteList([issuing])), ok(siteList([issued]))],
      [`POST ${sslUrl('example.uz')}`]: [ok(issuing)],
      [PROFILE]: [ok(demoProfile)],
    });
    const { queryClient } = renderHome('ssl');
    const card = await screen.findByRole('listitem', { name: 'example.uz' });
    expect(within(card).getByText('no certificate')).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Issue a free certificate' }));
    expect(await within(card).findByText('issuing…')).toBeInTheDocument();
    expect(idempotencyKeys('POST')[0]).toMatch(/^[0-9a-f-]{36}$/);
    applyLiveEvent(queryClient, {
      kind: 'site_ssl',
      id: 1,
      payload: { order_id: 5, site: 'example.uz', state: 'issued', expires_at: '2027-03-07T10:00:00.000Z' },
    });
    expect(await within(card).findByText('secured until 7 Mar 2027')).toBeInTheDocument();
  });

  it('a refused certificate says why in words, with the record to add, and offers to try again', async () => {
    const failed = siteFixture({
      ssl: {
        state: 'failed',
        expires_at: null,
        error: {
          code: 'not_pointing',
          message: 'not pointing',
          record: { type: 'A', name: 'example.uz', value: '203.0.113.10' },
        },
      },
    });
    stubRoutes({ [`GET ${SITES}`]: [ok(siteList([failed]))], [PROFILE]: [ok(demoProfile)] });
    renderHome('ssl');
    const card = await screen.findByRole('listitem', { name: 'example.uz' });
    expect(within(card).getByText(/does not point at this server yet/)).toBeInTheDocument();
    expect(within(card).getByText('203.0.113.10')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
