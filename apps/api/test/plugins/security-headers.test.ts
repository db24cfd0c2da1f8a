import { describe, expect, it } from 'vitest';
import { getProfile, newCustomer, register } from '../helpers/customers.js';
import { useTestApp } from '../helpers/test-app.js';

const testApp = useTestApp();

const EXPECTED_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
];

describe('security headers', () => {
  it('sends a CSP without inline script and the usual hardening headers', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    for (const directive of EXPECTED_CSP) expect(csp).toContain(directive);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['strict-transport-security']).toContain('max-age=');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('leaves the document-only headers off JSON answers of the API, and sends them on its pages', async () => {
    const documentOnly = [
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-xss-protection',
    ];
    const json = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(json.headers['content-type']).toMatch(/^application\/json/);
    for (const name of documentOnly) expect(json.headers[name], name).toBeUndefined();
    expect(json.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(json.headers['x-permitted-cross-domain-policies']).toBe('none');
    const page = await testApp.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(page.headers['origin-agent-cluster']).toBe('?1');
    expect(page.headers['x-dns-prefetch-control']).toBe('off');
    expect(page.headers['x-download-options']).toBe('noopen');
    expect(page.headers['x-xss-protection']).toBe('0');
  });

  it('sends them on error answers too', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/missing' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });
});

describe('API docs', () => {
  it('serves the docs page with local assets only and no inline script', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, content] of scripts) {
      expect(attributes).toMatch(/src="\/api\/docs\/static\//);
      expect(content?.trim()).toBe('');
    }
    expect(html).not.toMatch(/https?:\/\//);
    // The docs allow one hashed inline style of Swagger UI, and scripts from this origin only.
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).toMatch(/style-src 'self' 'sha256-[\w+/=]+';/);
    expect(csp).not.toContain('unsafe');
    const bundle = await testApp.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(bundle.statusCode).toBe(200);
  });

  it('publishes OpenAPI built from the zod schemas, logout named', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const spec = response.json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/client/meta',
        '/api/client/user/auth/register',
        '/api/client/user/auth/login',
        '/api/client/user/auth/logout',
        '/api/client/user/profile',
      ]),
    );
    expect(spec.paths['/api/client/user/auth/logout'].post.summary).toMatch(/log out/i);
    const registerBody =
      spec.paths['/api/client/user/auth/register'].post.requestBody.content['application/json'].schema;
    expect(registerBody.required).toEqual(expect.arrayContaining(['email', 'phone_number', 'password']));
  });

  it('forbids caching every API answer: tokens, personal data, errors', async () => {
    const { app } = testApp;
    const registered = await register(app, newCustomer());
    expect(registered.headers['cache-control']).toBe('no-store');
    const token = registered.json().data.access_token as string;
    const profile = await getProfile(app, token);
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['cache-control']).toBe('no-store');
    const refused = await getProfile(app, 'not-a-token');
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    const unknown = await app.inject({ method: 'GET', url: '/api/client/no/such/path' });
    expect(unknown.headers['cache-control']).toBe('no-store');
  });
});
