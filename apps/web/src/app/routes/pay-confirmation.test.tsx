import { domainPaths, hostingPaths } from '@portal/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { checkResult, domainFixture } from '@/features/domains/components/test-data';
import { orderFixture, tariffsFixture } from '@/features/hosting/components/test-data';
import { renderRoutes } from '@/test/render';
import { invalid, ok, stubRoutes } from '@/test/test-network';
import { Component as PayConfirmation } from './pay-confirmation';

// The hosting order confirmation registers a domain too, pointed at the new hosting order.

beforeEach(() => localStorage.setItem('token', 't'));
afterEach(() => vi.unstubAllGlobals());

const TARIFFS = `GET ${hostingPaths.tariffs}?server_id=1&per_page=100`;
const CREATE = `POST ${hostingPaths.createOrder}`;
const CHECK = `GET ${domainPaths.check}?name=mysite.com`;
const REGISTER = `POST ${domainPaths.register}`;

const render = () =>
  renderRoutes(
    [
      { path: '/pay/confirmation', Component: PayConfirmation },
      { path: '/my_orders', element: <p>orders page</p> },
    ],
    '/pay/confirmation?tariff_id=11&server_id=1',
  );

async function chooseDomain() {
  fireEvent.click(await screen.findByLabelText('Register a domain too'));
  fireEvent.input(screen.getByLabelText('Domain name'), { target: { value: 'mysite.com' } });
  // The check waits for typing to rest, then the free name is chosen by itself.
  expect(
    await screen.findByLabelText(/mysite\.com\s*Available: 120,000 som for 1 yr/, {}, { timeout: 3000 }),
  ).toBeChecked();
}

const sentKeys = () =>
  vi
    .mocked(fetch)
    .mock.calls.map(([, init]) => new Headers((init as RequestInit).headers).get('Idempotency-Key'));

describe('/pay/confirmation with a domain', () => {
  it('orders the hosting, then the domain pointed at it, each with its own Idempotency-Key', async () => {
    const calls = stubRoutes({
      [TARIFFS]: [ok(tariffsFixture)],
      [CHECK]: [ok([checkResult({ name: 'mysite.com' })])],
      [CREATE]: [ok(orderFixture({ id: 41, status: 'progress' }))],
      [REGISTER]: [ok(domainFixture({ id: 9, status: 'pending' }))],
    });
    render();
    await chooseDomain();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('Domain mysite.com ordered and pointed at the new hosting.'),
    ).toBeInTheDocument();
    const posts = calls.flatMap((call, index) => (call.method === 'POST' ? [{ ...call, index }] : []));
    expect(posts.map((call) => call.url)).toEqual([hostingPaths.createOrder, domainPaths.register]);
    expect(posts[1]?.body).toEqual({ name: 'mysite.com', years: 1, hosting_order_id: 41 });
    const keys = posts.map((call) => sentKeys()[call.index]);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBeTruthy();
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('says the hosting is ordered and why the domain is not, and stays on the page', async () => {
    stubRoutes({
      [TARIFFS]: [ok(tariffsFixture)],
      [CHECK]: [ok([checkResult({ name: 'mysite.com' })])],
      [CREATE]: [ok(orderFixture({ id: 41, status: 'progress' }))],
      [REGISTER]: [invalid({ name: ['Someone has just registered this name.'] })],
    });
    render();
    await chooseDomain();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The hosting order has been created.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'The domain mysite.com was not ordered: Someone has just registered this name. The hosting order is in place; you can order the domain from the domain search.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open my orders' })).toHaveAttribute('href', '/my_orders');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  });

  it('sends nothing while the chosen name is not one that can be bought', async () => {
    const calls = stubRoutes({
      [TARIFFS]: [ok(tariffsFixture)],
      [CHECK]: [ok([checkResult({ name: 'mysite.com', available: false, reason: 'taken' })])],
    });
    render();
    fireEvent.click(await screen.findByLabelText('Register a domain too'));
    fireEvent.input(screen.getByLabelText('Domain name'), { target: { value: 'mysite.com' } });
    expect(await screen.findByText('Taken', {}, { timeout: 3000 })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('Choose an available domain, or untick "Register a domain too".'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});
