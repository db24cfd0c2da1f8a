import { noDataSchema } from '@portal/contracts';
import { act, render, screen } from '@testing-library/react';
import { stubRoutes } from '@/test/test-network';
import { apiRequest } from './api-client';
import { oneRequestStore } from './one-request-store';

afterEach(() => vi.unstubAllGlobals());

const refusal = (status: number) => ({ status, body: { status: false, code: 'ERROR', message: '' } });
const fine = { body: { status: true, data: null } };

/** A request to a stubbed route: its error is the API client's, as a real call's. */
function calling(replies: Array<{ status?: number; body: unknown }>) {
  const calls = stubRoutes({ 'GET /api/thing': replies });
  return { ask: async () => (await apiRequest('/api/thing', { schema: noDataSchema })).data, calls };
}

function counter() {
  let calls = 0;
  return { ask: vi.fn(async () => ++calls), calls: () => calls };
}

describe('oneRequestStore', () => {
  it('shares one request among those who ask at once and keeps the answer while it is fresh', async () => {
    const { ask } = counter();
    const store = oneRequestStore(ask, { freshForMs: 60_000 });
    const [a, b] = await Promise.all([store.load(), store.load()]);
    expect([a, b]).toEqual([1, 1]);
    expect(await store.load()).toBe(1);
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('asks again once the answer is stale', async () => {
    const { ask } = counter();
    const store = oneRequestStore(ask, { freshForMs: 30_000 });
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    expect(await store.load()).toBe(1);
    now.mockReturnValue(1_000_000 + 29_999);
    expect(await store.load()).toBe(1);
    now.mockReturnValue(1_000_000 + 30_000);
    expect(await store.load()).toBe(2);
    now.mockRestore();
  });

  it('keeps no failure: the next to ask makes the request again', async () => {
    const { ask, calls } = calling([refusal(500), fine]);
    const store = oneRequestStore(ask);
    await expect(store.load()).rejects.toThrow();
    expect(await store.load()).toBeNull();
    expect(calls).toHaveLength(2);
  });

  it('retries a server error but not a client error', async () => {
    const server = calling([refusal(503), fine]);
    expect(await oneRequestStore(server.ask, { retries: 2, retryDelayMs: 1 }).load()).toBeNull();
    expect(server.calls).toHaveLength(2);

    const client = calling([refusal(422)]);
    await expect(oneRequestStore(client.ask, { retries: 2, retryDelayMs: 1 }).load()).rejects.toThrow();
    expect(client.calls).toHaveLength(1);

    const down = calling([refusal(500)]);
    await expect(oneRequestStore(down.ask, { retries: 2, retryDelayMs: 1 }).load()).rejects.toThrow();
    expect(down.calls).toHaveLength(3);
  });

  it('gives a component the answer once it comes, and nothing on a failure', async () => {
    const store = oneRequestStore(async () => 'the answer');
    function Shows() {
      return <p>{store.useAnswer() ?? 'nothing yet'}</p>;
    }
    render(<Shows />);
    expect(screen.getByText('nothing yet')).toBeInTheDocument();
    expect(await screen.findByText('the answer')).toBeInTheDocument();

    const failing = oneRequestStore(async (): Promise<string> => {
      throw new Error('unreachable');
    });
    function ShowsFailure() {
      return <p>{failing.useAnswer() ?? 'no answer'}</p>;
    }
    render(<ShowsFailure />);
    await act(async () => {
      await failing.load().catch(() => undefined);
    });
    expect(screen.getByText('no answer')).toBeInTheDocument();
  });

  it('drops an answer that arrives after forget()', async () => {
    let answer: (value: string) => void = () => undefined;
    const store = oneRequestStore(() => new Promise<string>((resolve) => (answer = resolve)));
    const late = store.load();
    store.forget();
    answer('old');
    expect(await late).toBe('old');
    // The forgotten store asks again instead of giving the forgotten answer.
    const next = store.load();
    answer('again');
    expect(await next).toBe('again');
  });

  it('asks again for a stale answer when the browser is back online, not for a fresh one', async () => {
    let calls = 0;
    const store = oneRequestStore(async () => `answer ${++calls}`, { freshForMs: 30_000 });
    function Shows() {
      return <p>{store.useAnswer() ?? 'nothing yet'}</p>;
    }
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    render(<Shows />);
    expect(await screen.findByText('answer 1')).toBeInTheDocument();
    act(() => void window.dispatchEvent(new Event('online')));
    expect(calls).toBe(1);
    now.mockReturnValue(1_000_000 + 30_000);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('answer 2')).toBeInTheDocument();
    now.mockRestore();
  });
});
