import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { asc, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/db/schema.js';
import { auditedChange } from '../../../src/modules/staff/audit.service.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';

// The audit log has one way in, `auditedChange` of the staff module (`app.auditedChange` on a staff route): a
// change and its row commit together or not at all. The row writer stays private to the audit service.

const src = fileURLToPath(new URL('../../../src', import.meta.url));
const AUDIT_SERVICE = 'modules/staff/audit.service.ts';
const AUDIT_REPOSITORY = 'modules/staff/audit.repository.ts';

const sourcesOf = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourcesOf(join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [join(dir, entry.name)]
        : [],
  );

describe('the audit log’s one way in', () => {
  it('is auditedChange: nothing else writes a row, and the service exports no other writer', () => {
    const offenders = sourcesOf(src).flatMap((file) => {
      const name = relative(src, file).split('\\').join('/');
      if (name === AUDIT_SERVICE || name === AUDIT_REPOSITORY) return [];
      const text = readFileSync(file, 'utf8');
      return /\b(recordAudit|insertAuditRow)\b|audit\.repository\.js|\.insert\(auditLog\)/.test(text)
        ? [name]
        : [];
    });
    expect(offenders).toEqual([]);
    const service = readFileSync(join(src, AUDIT_SERVICE), 'utf8');
    const exported = [...service.matchAll(/^export (?:async )?(?:function|const) (\w+)/gm)].map(
      (match) => match[1],
    );
    expect(exported.sort()).toEqual([
      'AUDIT_PAGE_SIZE',
      'auditEntries',
      'auditFilterChoices',
      'auditedChange',
    ]);
  });
});

describe('auditedChange', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => testApp.close());

  const at = new Date('2026-03-01T10:00:00Z');
  const actor = { staffId: 7, ipAddress: '203.0.113.9', at };
  const rowsOf = (prefix: string) =>
    testApp.app.db
      .select()
      .from(auditLog)
      .where(like(auditLog.action, `${prefix}%`))
      .orderBy(asc(auditLog.id));

  it('writes the change’s row with its actor and answers the change’s result', async () => {
    const result = await auditedChange(testApp.app.db, { ...actor, action: 'test-one.change' }, async () => ({
      result: 'done',
      customerId: 3,
      before: { a: 1 },
      after: { a: 2 },
    }));
    expect(result).toBe('done');
    expect(await rowsOf('test-one.')).toMatchObject([
      {
        staffId: 7,
        customerId: 3,
        ipAddress: '203.0.113.9',
        at,
        action: 'test-one.change',
        before: { a: 1 },
        after: { a: 2 },
      },
    ]);
  });

  it('writes the rows the change recorded along the way first, then its own, under the action it chose', async () => {
    await auditedChange(testApp.app.db, { ...actor, action: 'test-two.asked' }, async () => ({
      result: null,
      action: 'test-two.decided',
      also: [
        { action: 'test-two.part', customerId: 1, after: { n: 1 } },
        { action: 'test-two.part', customerId: 2, after: { n: 2 } },
      ],
      after: { parts: 2 },
    }));
    const rows = await rowsOf('test-two.');
    expect(rows.map(({ action, customerId, before }) => ({ action, customerId, before }))).toEqual([
      { action: 'test-two.part', customerId: 1, before: null },
      { action: 'test-two.part', customerId: 2, before: null },
      { action: 'test-two.decided', customerId: null, before: null },
    ]);
  });

  it('writes no row for a change that found nothing to do, and keeps what it did', async () => {
    await auditedChange(testApp.app.db, { ...actor, action: 'test-three.noop' }, async (tx) => {
      await tx.insert(auditLog).values({ at, action: 'test-three.marker' });
      return { result: null, after: null, audited: false };
    });
    expect((await rowsOf('test-three.')).map((row) => row.action)).toEqual(['test-three.marker']);
  });

  it('leaves neither the change nor a row when the change throws, alone or inside a caller’s transaction', async () => {
    const failing = auditedChange(testApp.app.db, { ...actor, action: 'test-four.fail' }, async (tx) => {
      await tx.insert(auditLog).values({ at, action: 'test-four.marker' });
      throw new Error('refused');
    });
    await expect(failing).rejects.toThrow('refused');
    const outer = testApp.app.db.transaction(async (tx) => {
      await auditedChange(tx, { ...actor, action: 'test-four.inner' }, async () => ({
        result: null,
        after: {},
      }));
      throw new Error('caller refused');
    });
    await expect(outer).rejects.toThrow('caller refused');
    expect(await rowsOf('test-four.')).toEqual([]);
  });
});
