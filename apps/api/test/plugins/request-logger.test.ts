import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { RequestLogger } from '../../src/plugins/request-logger.js';

/** A pino logger writing JSON lines into an array, and a counter of the children it made. */
function recordingLogger(level: pino.Level) {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const parent = pino({ level, redact: ['secret'] }, sink);
  let children = 0;
  const child = parent.child.bind(parent);
  parent.child = ((...args: Parameters<typeof child>) => {
    children += 1;
    return child(...args);
  }) as typeof parent.child;
  return { parent, lines, children: () => children };
}

describe('RequestLogger', () => {
  it('makes no child while nothing is written at a level that is on', () => {
    const { parent, lines, children } = recordingLogger('warn');
    const log = new RequestLogger(parent, { reqId: 'r-1' });
    log.info('not written');
    log.debug({ secret: 'x' }, 'not written either');
    expect(log.isLevelEnabled('info')).toBe(false);
    expect(log.level).toBe('warn');
    expect(children()).toBe(0);
    expect(lines).toEqual([]);
  });

  it('writes through one child, with the request id and the parent redaction, made on the first line', async () => {
    const { parent, lines, children } = recordingLogger('info');
    const log = new RequestLogger(parent, { reqId: 'r-2' });
    log.info({ secret: 'hunter2' }, 'first');
    log.warn('second');
    await new Promise((resolve) => setImmediate(resolve));
    expect(children()).toBe(1);
    expect(lines.map((line) => [line.reqId, line.msg, line.secret])).toEqual([
      ['r-2', 'first', '[Redacted]'],
      ['r-2', 'second', undefined],
    ]);
  });

  it("takes a level set on it as the child's own", () => {
    const { parent, lines } = recordingLogger('warn');
    const log = new RequestLogger(parent, { reqId: 'r-3' });
    log.level = 'debug';
    log.debug('now written');
    expect(parent.level).toBe('warn');
    expect(lines.map((line) => line.msg)).toEqual(['now written']);
  });
});
