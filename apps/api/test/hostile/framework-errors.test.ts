import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/test-app.js';

// What the router and Node's HTTP parser refuse answers the envelope too, with the status that fits.
let testApp: TestApp;
let port = 0;
beforeAll(async () => {
  testApp = await buildTestApp();
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  port = (testApp.app.server.address() as AddressInfo).port;
});
afterAll(async () => testApp.close());

/** Sends raw bytes and answers every HTTP response that came back, in order. */
function rawRequest(text: string): Promise<{ status: number; body: string }[]> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let reply = '';
    socket.on('data', (chunk) => {
      reply += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const responses = reply.split(/(?=HTTP\/1\.1 \d{3} )/).filter(Boolean);
      resolve(
        responses.map((response) => {
          const [head = '', body = ''] = response.split('\r\n\r\n');
          return { status: Number(head.split(' ')[1]), body };
        }),
      );
    });
  });
}

describe('framework errors', () => {
  it('bad percent-encoding answers 400 with the envelope', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/client/user/profile%zz' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: false, code: 'BAD_REQUEST', message: expect.any(String) });
  });

  it('a path parameter over 100 characters answers the envelope, never the framework’s own body', async () => {
    const url = `/api/client/services/hosting/orders/${'1'.repeat(150)}`;
    const response = await testApp.app.inject({ method: 'GET', url });
    // The router either refuses the parameter (400) or finds no route for it (404): both in the envelope.
    const expected = response.statusCode === 400 ? 'BAD_REQUEST' : 'NOT_FOUND';
    expect([400, 404]).toContain(response.statusCode);
    expect(response.json()).toEqual({ status: false, code: expected, message: expect.any(String) });
  });

  it('an unknown method answers 404 with the envelope', async () => {
    const response = await testApp.app.inject({
      method: 'PROPFIND' as 'GET',
      url: '/api/client/user/profile',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: false, code: 'NOT_FOUND' });
  });

  it('a body longer than its Content-Length answers 400 with the envelope', async () => {
    const body = '{"login":"a@b.uz","password":"Secret#2024"}';
    const reply = await rawRequest(
      'POST /api/client/user/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        `Content-Length: 5\r\n\r\n${body}GARBAGE-THAT-IS-NOT-HTTP\r\n\r\n`,
    );
    // What follows the declared five bytes is not HTTP: Node's parser refuses the connection, in our envelope.
    expect(reply.map((response) => response.status)).toEqual([400]);
    expect(JSON.parse(reply[0]?.body ?? '')).toMatchObject({ status: false, code: 'BAD_REQUEST' });
  });

  it('an oversized query answers 431 with the envelope', async () => {
    const reply = await rawRequest(
      `GET /api/client/news?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    );
    expect(reply.map((response) => response.status)).toEqual([431]);
    expect(JSON.parse(reply[0]?.body ?? '')).toMatchObject({ status: false, code: 'HEADERS_TOO_LARGE' });
  });
});
