import { newsPaths } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { runNewsCli } from '../../../src/cli/news.js';
import { useTestApp } from '../../helpers/test-app.js';

const testApp = useTestApp();

async function run(...argv: string[]) {
  const lines: string[] = [];
  const code = await runNewsCli(argv, testApp.app.db, new Date(), (line) => lines.push(line));
  return { code, out: lines.join('\n') };
}

const detail = (id: number, language = 'uz-Latn') =>
  testApp.app.inject({
    method: 'GET',
    url: newsPaths.item.replace(':id', String(id)),
    headers: { 'accept-language': language },
  });

describe('the news CLI', () => {
  it('adds, lists, edits and deletes an item', async () => {
    const added = await run(
      'add',
      '--title-uz',
      'Texnik ishlar',
      '--body-uz',
      'Birinchi qism.\\n\\nIkkinchi qism.',
      '--title-ru',
      'Технические работы',
      '--body-ru',
      'Текст',
    );
    expect(added.code).toBe(0);
    const id = Number(/#(\d+)/.exec(added.out)?.[1]);
    expect((await detail(id)).json().data).toMatchObject({
      title: 'Texnik ishlar',
      body: 'Birinchi qism.\n\nIkkinchi qism.',
    });
    expect((await detail(id, 'ru')).json().data.title).toBe('Технические работы');
    expect((await run('list')).out).toMatch(new RegExp(`#${id} .* published \\[uz,ru\\] Texnik ishlar`));

    const edited = await run(
      'edit',
      String(id),
      '--title-ru',
      'Плановые работы',
      '--title-en',
      'Maintenance',
      '--body-en',
      'Text',
    );
    expect(edited).toEqual({ code: 0, out: `updated news #${id}` });
    expect((await detail(id, 'ru')).json().data.title).toBe('Плановые работы');
    expect((await detail(id, 'en')).json().data.title).toBe('Maintenance');

    await run('edit', String(id), '--publish-at', '2099-01-01T00:00:00Z');
    expect((await detail(id)).statusCode).toBe(404);
    expect((await run('list')).out).toContain('scheduled');

    expect(await run('delete', String(id))).toEqual({ code: 0, out: `deleted news #${id}` });
    expect((await run('delete', String(id))).code).toBe(2);
  });

  it('refuses bad input with exit code 2 and changes nothing', async () => {
    const before = (await run('list')).out;
    expect((await run('add', '--title-ru', 'Только русский', '--body-ru', 'x')).code).toBe(2);
    expect((await run('add', '--title-uz', 'T', '--body-uz', 'B', '--title-en', 'No body')).code).toBe(2);
    expect((await run('add', '--title-uz', 'T', '--body-uz', 'B', '--publish-at', 'tomorrow')).code).toBe(2);
    expect((await run('add', '--title-uz', ' ', '--body-uz', 'B')).code).toBe(2);
    expect((await run('edit', 'x')).code).toBe(2);
    expect((await run('edit', '999999', '--title-uz', 'T')).code).toBe(2);
    expect((await run('add', '--unknown-flag', 'x')).code).toBe(2);
    expect((await run('frobnicate')).out).toContain('usage: news');
    expect((await run('list')).out).toBe(before);
  });
});
