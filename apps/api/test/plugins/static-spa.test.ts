import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.js';

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
fs.mkdirSync(path.join(webDist, 'assets'));
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><title>Portal</title><div id="root"></div>',
);
fs.writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log("app")');
fs.writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

const adminDist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-admin-'));
fs.mkdirSync(path.join(adminDist, 'assets'));
fs.writeFileSync(
  path.join(adminDist, 'index.html'),
  '<!doctype html><title>Console</title><div id="console"></div>',
);
fs.writeFileSync(path.join(adminDist, 'assets', 'console-def456.js'), 'console.log("console")');

const testApp = useTestApp({ WEB_DIST_DIR: webDist, ADMIN_DIST_DIR: adminDist });
afterAll(() => {
  fs.rmSync(webDist, { recursive: true, force: true });
  fs.rmSync(adminDist, { recursive: true, force: true });
});

describe('static SPA', () => {
  it.each(['/', '/login', '/user/listauth', '/orders/product/infohosting/3', '/no/such/page'])(
    'answers %s with index.html, not cached',
    async (url) => {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    },
  );

  it('caches hashed assets for a year', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends a built asset the headers a subresource uses, not the document policies', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['strict-transport-security']).toMatch(/max-age=/);
    expect(response.headers['content-security-policy']).toBeUndefined();
    expect(response.headers['x-frame-options']).toBeUndefined();
    const page = await testApp.app.inject({ method: 'GET', url: '/login' });
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    // A page answered at an asset address (no such file) is a document again.
    const missing = await testApp.app.inject({ method: 'GET', url: '/assets/missing-000.js' });
    expect(missing.headers['content-type']).toMatch(/^text\/html/);
    expect(missing.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('serves other files without long caching', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('keeps unknown /api paths as JSON 404 even with the SPA present', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/client/nowhere' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: false, code: 'NOT_FOUND' });
  });

  it('does not serve files outside the web folder', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/../package.json' });
    expect(response.body).not.toContain('"name"');
  });

  it.each(['/admin', '/admin/', '/admin/login', '/admin/customers/12'])(
    'answers %s with the console, not the customer app',
    async (url) => {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="console">');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it("serves the console's hashed assets under /admin/ only", async () => {
    const asset = await testApp.app.inject({ method: 'GET', url: '/admin/assets/console-def456.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const customerSide = await testApp.app.inject({ method: 'GET', url: '/assets/console-def456.js' });
    expect(customerSide.body).not.toContain('console.log("console")');
  });
});
