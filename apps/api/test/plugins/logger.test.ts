import { Writable } from 'node:stream';
import pino, { type LoggerOptions } from 'pino';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema.js';
import { loggerOptions } from '../../src/plugins/logger.js';
import { buildTestApp } from '../helpers/test-app.js';

/** A logger with the app's options that writes into `lines`. */
function capturingLogger() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logger: pino(loggerOptions({ logLevel: 'info' }) as LoggerOptions, sink) };
}

describe('log redaction', () => {
  it('never writes authorization headers, cookies, passwords or tokens', () => {
    const { lines, logger } = capturingLogger();
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

  it('writes a failed query without its parameters or the value the database names', async () => {
    const { lines, logger } = capturingLogger();
    const testApp = await buildTestApp();
    try {
      const row = {
        firstname: 'Secret-First',
        lastname: 'Secret-Last',
        email: 'secret-person@example.uz',
        birthday: '1990-01-01',
        sex: 'male' as const,
        phoneNumber: '+998901112233',
        passwordHash: '$argon2id$secret-hash',
        language: 'uz',
      };
      await testApp.app.db.insert(users).values(row);
      const failure = await testApp.app.db
        .insert(users)
        .values(row)
        .then(() => null)
        .catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(Error);
      logger.error({ err: failure }, 'a query failed');
    } finally {
      await testApp.close();
    }
    const written = lines.join('');
    expect(written).toContain('Failed query: insert into');
    expect(written).not.toMatch(/secret|Secret|998901112233/);
  });
});

describe('request URLs in the log', () => {
  it("never carry a live stream's ticket, however its key is spelled", () => {
    const { lines, logger } = capturingLogger();
    for (const url of [
      '/api/client/user/events?ticket=secret-ticket-1&last_event_id=5',
      '/api/client/user/events?last_event_id=5&%74icket=secret-ticket-2',
      '/api/client/user/events?TICKET=secret-ticket-3',
    ]) {
      const request = { method: 'GET', url, host: 'portal.uz', ip: '203.0.113.9', socket: { remotePort: 5 } };
      logger.info({ req: request }, 'incoming request');
    }
    const written = lines.join('');
    expect(written).not.toMatch(/secret-ticket/);
    expect(written).toContain('ticket=[redacted]');
    expect(written).toContain('last_event_id=5');
    expect(written).toContain('203.0.113.9');
  });
});
