import { WEBHOOK_DELIVERIES_PAGE, webhookPaths } from '@portal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { WebhooksScreen } from './webhooks-screen';

type Reply = { status?: number; body: unknown };
const ok = (data: unknown, total?: number): Reply => ({
  body: { status: true, data, ...(total === undefined ? {} : { total }) },
});

function fakeApi(routes: Record<string, (body: unknown) => Reply>) {
  const calls: { key: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const key = `${init.method ?? 'GET'} ${url}`;
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ key, body });
      const reply = routes[key]?.(body) ?? {
        status: 404,
        body: { status: false, code: 'NOT_FOUND', message: '' },
      };
      return new Response(JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

const endpoint = {
  id: 4,
  url: 'https://crm.example.com/hooks',
  events: ['payment.received', 'order.activated'],
  description: 'CRM',
  enabled: true,
  disabled_reason: null,
  created_at: '2026-12-01T09:00:00.000Z',
  last_success_at: null,
  failing_since: null,
};
const delivery = {
  id: 9,
  event_id: '5f0c3c1e-5a7e-4d55-9f6b-0d3b8a2b1c11',
  event: 'payment.received',
  state: 'failed',
  attempts: 7,
  next_attempt_at: null,
  last_status_code: 500,
  last_error: 'status',
  duration_ms: 120,
  created_at: '2026-12-01T09:00:00.000Z',
  last_attempt_at: '2026-12-02T02:36:00.000Z',
  delivered_at: null,
};
const at = (path: string, id = 4, deliveryId = 9) =>
  path.replace(':id', String(id)).replace(':delivery_id', String(deliveryId));

beforeEach(() => localStorage.setItem('token', 't'));
afterEach(() => vi.unstubAllGlobals());

// Rendering the form with seven checkboxes takes a few seconds on a busy machine.
describe('WebhooksScreen', { timeout: 20_000 }, () => {
  it('adds an endpoint with the chosen events and shows its secret once', async () => {
    let endpoints: unknown[] = [];
    const calls = fakeApi({
      [`GET ${webhookPaths.list}`]: () => ok(endpoints),
      [`POST ${webhookPaths.list}`]: (body) => {
        endpoints = [{ ...endpoint, ...(body as object) }];
        return ok({ ...endpoint, ...(body as object), secret: 'whsec_c2VjcmV0' });
      },
    });
    renderWithProviders(<WebhooksScreen />);
    expect(await screen.findByText('No webhooks yet.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Address (https)'), { target: { value: endpoint.url } });
    fireEvent.click(screen.getByLabelText('Ticket answered'));
    fireEvent.click(screen.getByRole('button', { name: 'Add webhook' }));
    expect(await screen.findByText('whsec_c2VjcmV0')).toBeInTheDocument();
    expect(calls.find((call) => call.key === `POST ${webhookPaths.list}`)?.body).toMatchObject({
      url: endpoint.url,
      events: ['ticket.answered'],
    });
    expect(await screen.findByRole('heading', { name: endpoint.url })).toBeInTheDocument();
  });

  it('refuses no events before asking the API', async () => {
    const calls = fakeApi({ [`GET ${webhookPaths.list}`]: () => ok([]) });
    renderWithProviders(<WebhooksScreen />);
    fireEvent.change(await screen.findByLabelText('Address (https)'), { target: { value: endpoint.url } });
    fireEvent.click(screen.getByRole('button', { name: 'Add webhook' }));
    expect(await screen.findByText('Choose at least one event.')).toBeInTheDocument();
    expect(calls.some((call) => call.key.startsWith('POST'))).toBe(false);
  });

  it('shows the deliveries a page at a time, the next one on "show more"', async () => {
    const page = (from: number, count: number) =>
      Array.from({ length: count }, (_, n) => ({ ...delivery, id: from - n, event: 'order.activated' }));
    const calls = fakeApi({
      [`GET ${webhookPaths.list}`]: () => ok([endpoint]),
      [`GET ${at(webhookPaths.deliveries)}?page=1`]: () => ok(page(60, WEBHOOK_DELIVERIES_PAGE), 52),
      [`GET ${at(webhookPaths.deliveries)}?page=2`]: () => ok([...page(10, 1), delivery], 52),
    });
    renderWithProviders(<WebhooksScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Deliveries' }));
    expect(await screen.findAllByText('Order activated', { selector: 'strong' })).toHaveLength(
      WEBHOOK_DELIVERIES_PAGE,
    );
    expect(screen.queryByText('Payment received', { selector: 'strong' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('Payment received', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getAllByText('Order activated', { selector: 'strong' })).toHaveLength(
      WEBHOOK_DELIVERIES_PAGE + 1,
    );
    // All 52 shown: no more to ask for.
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(
      calls.filter((call) => call.key.includes('/deliveries')).map((call) => call.key.split('?')[1]),
    ).toEqual(['page=1', 'page=2']);
  });

  it('lists deliveries with their answer and sends one again; switches the endpoint off', async () => {
    let current = endpoint;
    const calls = fakeApi({
      [`GET ${webhookPaths.list}`]: () => ok([current]),
      [`GET ${at(webhookPaths.deliveries)}?page=1`]: () => ok([delivery], 1),
      [`POST ${at(webhookPaths.resend)}`]: () => ok({ ...delivery, state: 'pending' }),
      [`PUT ${at(webhookPaths.item)}`]: (body) => {
        current = { ...endpoint, ...(body as object) };
        return ok(current);
      },
    });
    renderWithProviders(<WebhooksScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Deliveries' }));
    const row = (await screen.findByText('Payment received', { selector: 'strong' })).closest(
      'li',
    ) as HTMLElement;
    expect(within(row).getByText(/failed · answer 500 · .* · 7 attempts/)).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: 'Send again' }));
    await waitFor(() =>
      expect(calls.some((call) => call.key === `POST ${at(webhookPaths.resend)}`)).toBe(true),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Switch off' }));
    expect(await screen.findByRole('button', { name: 'Switch on' })).toBeInTheDocument();
    expect(calls.find((call) => call.key === `PUT ${at(webhookPaths.item)}`)?.body).toMatchObject({
      enabled: false,
    });
    expect(screen.getByText('Off')).toBeInTheDocument();
  });
});
