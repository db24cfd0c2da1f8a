import { Writable } from 'node:stream';
import pino, { type LoggerOptions } from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '../../src/plugins/logger.js';

describe('log redaction', () => {
  it('never writes authorization headers, cookies, passwords or tokens', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logger = pino(loggerOptions({ logLevel: 'info' }) as LoggerOptions, sink);
    logger.info({
      req: { headers: { authorization: 'Bearer secret-token-1', cookie: 'sid=secret-cookie' } },
      body: { login: 'a@b.uz', password: 'secret-password', password_confirmation: 'secret-password' },
      data: { access_token: 'secret-token-2' },
      token: 'secret-token-3',
    });
    const written = lines.join('');
    expect(written).toContain('a@b.uz');
    expect(written).toContain('[redacted]');
    expect(written).not.toMatch(/secret-/);
  });
});
