import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { apiPaths } from '@portal/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.js';

// A build as vite-plugin-compression2 leaves it: each asset with its .br and .gz copies.
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const page = `<!doctype html><title>Portal</title><div id="root">${'<p>hello</p>'.repeat(200)}</div>`;
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-compressed-'));
fs.mkdirSync(path.join(webDist, 'assets'));
const writeWithCopies = (relative: string, content: string) => {
  const file = path.join(webDist, relative);
  fs.writeFileSync(file, content);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content));
};
writeWithCopies('index.html', page);
writeWithCopies('assets/index-abc123.js', script);

const testApp = useTestApp({ WEB_DIST_DIR: webDist, ADMIN_DIST_DIR: path.join(webDist, 'no-console') });
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

const get = (url: string, acceptEncoding?: string) =>
  testApp.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('compressed answers', () => {
  it('sends the brotli copy of a hashed asset to a browser that accepts it, still cached for good', async () => {
    const response = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(script);
    expect(response.rawPayload.length).toBeLessThan(script.length / 10);
  });

  it('sends the gzip copy when brotli is not accepted', async () => {
    const response = await get('/assets/index-abc123.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the plain file to a client that accepts no encoding', async () => {
    const response = await get('/assets/index-abc123.js');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(script);
  });

  it('compresses the page of every route, which stays revalidated', async () => {
    const response = await get('/login', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(page);
  });

  it('compresses a JSON answer over 1 KB and leaves a small one alone', async () => {
    const large = await get(`${apiPaths.docs}/json`, 'br');
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(large.rawPayload).toString())).toHaveProperty('openapi');

    const small = await get('/api/client/nowhere', 'br, gzip');
    expect(small.statusCode).toBe(404);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ status: false, code: 'NOT_FOUND' });
  });
});
