import { vi } from 'vitest';

type Reply = { status?: number; body: unknown };
export type Call = { url: string; method: string; body: unknown };

/**
 * Stubs fetch by "METHOD path": each call takes the next queued reply for its route (the last one repeats),
 * so a test can answer a second captcha or a failed then successful try. Unknown routes answer 404.
 */
export function stubRoutes(routes: Record<string, Reply[]>) {
  const calls: Call[] = [];
  const used = new Map<string, number>();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      const key = `${method} ${url}`;
      calls.push({ url, method, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const queue = routes[key];
      const index = used.get(key) ?? 0;
      used.set(key, index + 1);
      const reply = queue?.[Math.min(index, queue.length - 1)] ?? {
        status: 404,
        body: { status: false, code: 'NOT_FOUND', message: 'Not found' },
      };
      return new Response(JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

export const ok = (data: unknown): Reply => ({ body: { status: true, data } });
export const invalid = (errors: Record<string, string[]>, code = 'VALIDATION_FAILED'): Reply => ({
  status: 422,
  body: { status: false, code, message: 'Invalid', errors },
});
