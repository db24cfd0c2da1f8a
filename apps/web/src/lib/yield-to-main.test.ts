import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yield-to-main';

describe('yieldToMain', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("goes on after the current task's other work, in a later task", async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    const waiting = yieldToMain().then(() => order.push('after the yield'));
    order.push('rest of this task');
    await waiting;
    expect(order).toEqual(['rest of this task', 'queued task', 'after the yield']);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldFn = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldFn });
    await yieldToMain();
    expect(yieldFn).toHaveBeenCalledOnce();
  });
});
