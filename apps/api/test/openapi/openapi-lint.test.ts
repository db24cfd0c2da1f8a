import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { apiPaths } from '@portal/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_ENV } from '../helpers/payments.js';
import { useTestApp } from '../helpers/test-app.js';

// The OpenAPI document is for third parties to generate a client from: every operation is named
// (a stable operationId), described (a summary), says how it is authenticated and has a 2xx and a 4xx answer;
// Redocly's recommended rules find no error and no warning but the two named below. With the providers'
// credentials set, so Payme's and Click's callbacks are in it too, and in demo mode, so its routes are too.

interface Operation {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
}
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown> };
};

interface Problem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer?: string }[];
}

/**
 * Warnings that trip no generated client: the document of a private API states no licence, and the hosting
 * order paths `/orders/purchase/{id}` and `/orders/{id}/cancel` meet only for an id "purchase", which is never
 * an id (ids are numbers).
 */
const TOLERATED = ['info-license', 'no-ambiguous-paths'];

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];
const testApp = useTestApp({ ...PAYMENT_ENV, DEMO_MODE: 'true' });
let document: Document;

beforeAll(async () => {
  const response = await testApp.app.inject({ method: 'GET', url: `${apiPaths.docs}/json` });
  expect(response.statusCode).toBe(200);
  document = response.json();
});

const operations = () =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({ where: `${method.toUpperCase()} ${path}`, operation })),
  );

/** The console's calls made before there is a staff session. */
const STAFF_PUBLIC = [
  '/api/admin/auth/login',
  '/api/admin/auth/invitation',
  '/api/admin/auth/invitation/accept',
];

/** The scheme a path must declare: the prefix decides, as the routes' hooks do. */
function expectedSchemes(path: string): string[] {
  if (path.startsWith('/api/admin/') && !STAFF_PUBLIC.includes(path)) return ['staffBearerAuth'];
  if (path.startsWith('/api/payments/payme')) return ['paymeBasicAuth'];
  if (path.startsWith('/api/payments/click')) return ['clickSignedForm'];
  return [];
}

describe('the OpenAPI document', () => {
  it('names, describes and secures every operation', () => {
    const seen = new Map<string, string>();
    const problems: string[] = [];
    expect(operations().length).toBeGreaterThan(100);
    for (const { where, operation } of operations()) {
      const id = operation.operationId;
      if (!id || !/^[a-z][a-zA-Z0-9]*$/.test(id))
        problems.push(`${where}: operationId ${id} is not camelCase`);
      else if (seen.has(id)) problems.push(`${where}: operationId ${id} is also ${seen.get(id)}`);
      else seen.set(id, where);
      if (!operation.summary?.trim()) problems.push(`${where}: no summary`);
      if (!Array.isArray(operation.security)) problems.push(`${where}: no declared security`);
      for (const requirement of operation.security ?? []) {
        for (const scheme of Object.keys(requirement)) {
          if (!(scheme in document.components.securitySchemes))
            problems.push(`${where}: unknown scheme ${scheme}`);
        }
      }
      const path = where.split(' ')[1] ?? '';
      const wanted = expectedSchemes(path);
      const declared = (operation.security ?? []).flatMap((requirement) => Object.keys(requirement));
      if (wanted.length > 0 && wanted.some((scheme) => !declared.includes(scheme)))
        problems.push(
          `${where}: declares ${declared.join(', ') || 'no scheme'}, wanted ${wanted.join(', ')}`,
        );
    }
    expect(problems).toEqual([]);
  });

  it('declares the customer, staff and provider schemes', () => {
    expect(Object.keys(document.components.securitySchemes).sort()).toEqual([
      'apiKeyAuth',
      'bearerAuth',
      'clickSignedForm',
      'paymeBasicAuth',
      'staffBearerAuth',
    ]);
    const byId = new Map(operations().map(({ operation }) => [operation.operationId, operation]));
    expect(byId.get('getProfile')?.security).toEqual([{ bearerAuth: [] }, { apiKeyAuth: [] }]);
    expect(byId.get('listTeamMembers')?.security).toEqual([{ bearerAuth: [] }]);
    expect(byId.get('login')?.security).toEqual([]);
  });

  it('has the demo-mode routes in it', () => {
    const paths = Object.keys(document.paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/dev/outbox', '/api/dev/captcha/{id}']));
  });

  it("passes Redocly's recommended rules: no error, no warning a generated client would trip on", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'openapi-'));
    try {
      const file = join(dir, 'openapi.json');
      await writeFile(file, JSON.stringify(document));
      const cli = join(
        dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')),
        'bin/cli.js',
      );
      const result = await promisify(execFile)(
        process.execPath,
        [cli, 'lint', '--extends', 'recommended', '--format', 'json', file],
        {
          env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
          maxBuffer: 64 * 1024 * 1024,
        },
      ).catch((error: { stdout: string; stderr: string }) => error);
      const report = JSON.parse(result.stdout.slice(result.stdout.indexOf('{'))) as { problems: Problem[] };
      const found = report.problems
        .filter((problem) => !TOLERATED.includes(problem.ruleId))
        .map(
          (problem) =>
            `${problem.severity} ${problem.ruleId} at ${problem.location[0]?.pointer ?? '?'}: ${problem.message}`,
        );
      expect(found).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
