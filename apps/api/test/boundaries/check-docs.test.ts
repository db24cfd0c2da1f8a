import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';

// The docs check of the lint step run on small trees written here: a clone must explain itself, so every kind of
// citation of something outside the repository fails it, and so do an overlong README or ARCHITECTURE.
const script = fileURLToPath(new URL('../../../../scripts/check-docs.mjs', import.meta.url));
const run = promisify(execFile);

// The cases spell the names they cite in pieces, so this file itself cites nothing outside the repository.
const SHARED = ['..', 'shared'].join('/');
const DESIGN = ['DESIGN', 'md'].join('.');
const STYLE = ['STYLE', 'md'].join('.');
const ISSUE = ['Iss', 'ue'].join('');
const issue = ISSUE.toLowerCase();

let root: string | undefined;
afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

async function tree(files: Record<string, string>): Promise<string> {
  root = await mkdtemp(join(tmpdir(), 'docs-check-'));
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
  return root;
}

async function check(dir: string): Promise<{ code: number; output: string }> {
  try {
    const { stdout } = await run(process.execPath, [script, dir]);
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { code: failed.code, output: failed.stderr };
  }
}

const lines = (count: number) => `${Array.from({ length: count }, (_, i) => `line ${i + 1}`).join('\n')}\n`;

describe('the docs check', () => {
  it('passes comments that state the rule or cite docs/, and relative imports of a shared/ folder', async () => {
    const dir = await tree({
      'docs/product/hosting.md': '# Hosting\n',
      'apps/api/src/modules/hosting/order-rules.ts':
        '// Extend from the expiry while active, from now in `week` (docs/product/hosting.md).\n',
      'packages/simulators/src/payme/server.ts': `import { listen } from '${SHARED}/http.js';\n`,
      'apps/web/src/features/support/tickets.ts': '// A ticket 12 answered twice is still one thread.\n',
      'README.md': lines(200),
      'ARCHITECTURE.md': lines(350),
    });
    expect(await check(dir)).toMatchObject({ code: 0 });
  });

  it.each([
    [
      'a folder beside the checkout',
      `// The money rules of ${SHARED}/${DESIGN}.\n`,
      'names a folder outside',
    ],
    ['the absolute shared path', '// See /work/shared/spec for the routes.\n', 'names a folder outside'],
    ['the design notes', `// The envelope of ${DESIGN} §2.\n`, 'design or style notes'],
    ['the style notes', `// The import rules of ${STYLE}, enforced.\n`, 'design or style notes'],
    ['the specification file', '// Taken from portal-spec.md.\n', "original product's specification"],
    ['the specification by section', '/** Spec §9: errors stay 5 s. */\n', 'by section'],
    ['a reference file', '// Basic auth (reference/payments.md §1.1).\n', 'reference file'],
    ['an issue number', `// A customer cancels an order (${issue} 28, point 8).\n`, 'issue or task number'],
    ['an issue and point', `/** ${ISSUE} 28.6: every reason at once. */\n`, 'issue or task number'],
    ['a task number', '# Added for task #12.\n', 'issue or task number'],
  ])('fails on %s, naming the file and line', async (_kind, text, why) => {
    const dir = await tree({ 'apps/api/src/plugins/x.ts': `export const x = 1;\n${text}` });
    const result = await check(dir);
    expect(result.code).toBe(1);
    expect(result.output).toContain('apps/api/src/plugins/x.ts:2:');
    expect(result.output).toContain(why);
  });

  it('fails on a comment citing a docs/ page that does not exist', async () => {
    const dir = await tree({
      'docs/product/hosting.md': '# Hosting\n',
      'apps/api/src/modules/hosting/a.ts': '// Grace of 7 days (docs/product/hosting.md).\n',
      'apps/api/src/modules/hosting/b.ts': '// Grace of 7 days (docs/product/orders.md).\n',
    });
    const result = await check(dir);
    expect(result.code).toBe(1);
    expect(result.output).toContain(
      'apps/api/src/modules/hosting/b.ts:1: "docs/product/orders.md" does not exist',
    );
    expect(result.output).not.toContain('a.ts');
  });

  it('checks documents and configuration too, and skips installed and built files', async () => {
    const dir = await tree({
      'docs/product/hosting.md': `As ${DESIGN} says.\n`,
      'deploy/nginx.conf': `# nginx in front of the processes (${DESIGN} §7)\n`,
      'node_modules/x/index.js': `// ${issue} 1\n`,
      'apps/web/dist/app.js': `// ${issue} 2\n`,
    });
    const result = await check(dir);
    expect(result.code).toBe(1);
    expect(result.output).toContain('docs/product/hosting.md:1:');
    expect(result.output).toContain('deploy/nginx.conf:1:');
    expect(result.output).not.toContain('node_modules');
    expect(result.output).not.toContain('dist');
  });

  it('fails when README passes 200 lines or ARCHITECTURE 350', async () => {
    const dir = await tree({ 'README.md': lines(201), 'ARCHITECTURE.md': lines(351) });
    const result = await check(dir);
    expect(result.code).toBe(1);
    expect(result.output).toContain('README.md: 201 lines, more than 200');
    expect(result.output).toContain('ARCHITECTURE.md: 351 lines, more than 350');
  });
});
