import { describe, expect, it } from 'vitest';
import { describeUserAgent } from '../../src/lib/user-agent.js';

describe('describeUserAgent', () => {
  it('names a common browser and system', () => {
    const ua =
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
    expect(describeUserAgent(ua)).toEqual({ browser: 'Chrome 131', system: 'Android 14' });
  });

  it('names headless Chrome, and falls back to the first telling product token for agents the parser misses', () => {
    const headless =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36';
    expect(describeUserAgent(headless).browser).toBe('Chrome Headless 156');
    expect(describeUserAgent('curl/8.5.0')).toEqual({ browser: 'curl 8', system: '?' });
  });

  it('answers ? when nothing is known', () => {
    expect(describeUserAgent('')).toEqual({ browser: '?', system: '?' });
  });
});
