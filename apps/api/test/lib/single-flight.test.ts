import { describe, expect, it } from 'vitest';
import { singleFlight } from '../../src/lib/single-flight.js';

describe('singleFlight', () => {
  it('lets concurrent calls for one key share one run, and other keys run on their own', async () => {
    const flight = singleFlight<string>();
    let runs = 0;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const work = (answer: string) => async () => {
      runs += 1;
      await gate;
      return answer;
    };
    const same = Array.from({ length: 5 }, (_, n) => flight('a', work(`a${n}`)));
    const other = flight('b', work('b'));
    release();
    expect(await Promise.all(same)).toEqual(['a0', 'a0', 'a0', 'a0', 'a0']);
    expect(await other).toBe('b');
    expect(runs).toBe(2);
  });

  it('frees the key once the run settles, also when it fails, so nothing is cached', async () => {
    const flight = singleFlight<number>();
    const failing = Promise.all([
      flight('k', async () => {
        throw new Error('down');
      }),
      flight('k', async () => 1),
    ]);
    await expect(failing).rejects.toThrow('down');
    expect(await flight('k', async () => 2)).toBe(2);
    expect(await flight('k', async () => 3)).toBe(3);
  });
});
