import { afterEach, describe, expect, it, vi } from 'vitest';

describe('zod-jitless', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keeps zod from trying `new Function`, which the CSP blocks and reports', async () => {
    const RealFunction = globalThis.Function;
    const tries = vi.fn();
    vi.stubGlobal(
      'Function',
      new Proxy(RealFunction, {
        construct(target, args) {
          tries(args);
          return Reflect.construct(target, args);
        },
      }),
    );
    await import('@portal/contracts/zod-jitless');
    const { z } = await import('zod');
    const schema = z.object({ login: z.string().min(1) });
    expect(schema.safeParse({ login: 'demo@portal.uz' }).success).toBe(true);
    expect(schema.safeParse({ login: '' }).success).toBe(false);
    expect(tries).not.toHaveBeenCalled();
    expect(z.config().jitless).toBe(true);
  });
});
