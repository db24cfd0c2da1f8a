import { newsPaths } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../../src/lib/clock.js';
import { seedDemoNews } from '../../../src/modules/news/demo-news.js';
import { addNews } from '../../../src/modules/news/staff/news-admin.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';

const HOUR_MS = 3_600_000;
const clock = createManualClock(new Date('2026-05-01T08:00:00Z'));
let testApp: TestApp;
const ids: Record<'older' | 'newer' | 'uzOnly' | 'scheduled', number> = {
  older: 0,
  newer: 0,
  uzOnly: 0,
  scheduled: 0,
};

const get = (url: string, language?: string) =>
  testApp.app.inject({ method: 'GET', url, headers: language ? { 'accept-language': language } : {} });
const itemUrl = (id: number | string) => newsPaths.item.replace(':id', String(id));

beforeAll(async () => {
  testApp = await buildTestApp({}, { clock });
  const now = clock.now();
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR_MS);
  const db = testApp.app.db;
  ids.older = await addNews(
    db,
    { uz: { title: 'Eski', body: 'Eski matn' }, ru: { title: 'Старая', body: 'Старый текст' } },
    at(3),
    now,
  );
  ids.uzOnly = await addNews(
    db,
    { uz: { title: 'Faqat oʻzbekcha', body: 'Birinchi.\n\nIkkinchi.' } },
    at(2),
    now,
  );
  ids.newer = await addNews(
    db,
    { uz: { title: 'Yangi', body: 'Yangi matn' }, en: { title: 'New', body: 'New text' } },
    at(1),
    now,
  );
  ids.scheduled = await addNews(db, { uz: { title: 'Kelajak', body: 'Hali emas' } }, at(-1), now);
});
afterAll(async () => {
  await testApp.close();
});

describe('GET news', () => {
  it('lists published items newest first, with the total, in the asked language', async () => {
    const response = await get(newsPaths.list, 'ru');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe(true);
    expect(body.total).toBe(3);
    expect(body.data.map((item: { id: number }) => item.id)).toEqual([ids.newer, ids.uzOnly, ids.older]);
    expect(body.data[2]).toEqual({
      id: ids.older,
      title: 'Старая',
      body: 'Старый текст',
      published_at: new Date(clock.now().getTime() - 3 * HOUR_MS).toISOString(),
      language: 'ru',
    });
  });

  it('falls back to uz for a language the item lacks, and says so', async () => {
    const body = (await get(itemUrl(ids.newer), 'ru')).json();
    expect(body.data).toMatchObject({ title: 'Yangi', body: 'Yangi matn', language: 'uz' });
    const english = (await get(itemUrl(ids.newer), 'en-US,en;q=0.9')).json();
    expect(english.data).toMatchObject({ title: 'New', language: 'en' });
    const noHeader = (await get(itemUrl(ids.uzOnly))).json();
    expect(noHeader.data).toMatchObject({ body: 'Birinchi.\n\nIkkinchi.', language: 'uz' });
  });

  it('hides a scheduled item until its publish time', async () => {
    expect((await get(itemUrl(ids.scheduled))).statusCode).toBe(404);
    clock.advance(2 * HOUR_MS);
    const list = (await get(newsPaths.list)).json();
    expect(list.total).toBe(4);
    expect(list.data[0].id).toBe(ids.scheduled);
    expect((await get(itemUrl(ids.scheduled))).statusCode).toBe(200);
  });

  it('pages with per_page and page, bounded', async () => {
    const first = (await get(`${newsPaths.list}?per_page=1&page=1`)).json();
    expect(first.data).toHaveLength(1);
    expect(first.total).toBe(4);
    const last = (await get(`${newsPaths.list}?per_page=3&page=2`)).json();
    expect(last.data.map((item: { id: number }) => item.id)).toEqual([ids.older]);
    expect((await get(`${newsPaths.list}?per_page=10&page=9`)).json().data).toEqual([]);
    for (const query of ['per_page=101', 'per_page=0', 'page=0', 'page=x']) {
      const response = await get(`${newsPaths.list}?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('answers 404 for an unknown id and 422 for a malformed one', async () => {
    const unknown = await get(itemUrl(999_999));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ status: false, code: 'NOT_FOUND' });
    expect((await get(itemUrl('abc'))).statusCode).toBe(422);
  });
});

describe('the demo news', () => {
  it('adds two items in every language once', async () => {
    const fresh = await buildTestApp();
    try {
      await seedDemoNews(fresh.app.db, new Date());
      await seedDemoNews(fresh.app.db, new Date());
      const list = await fresh.app.inject({ method: 'GET', url: newsPaths.list });
      expect(list.json().total).toBe(2);
      for (const language of ['uz-Latn', 'uz-Cyrl', 'ru', 'en', 'tg']) {
        const data = (
          await fresh.app.inject({
            method: 'GET',
            url: newsPaths.list,
            headers: { 'accept-language': language },
          })
        ).json().data;
        expect(data.map((item: { title: string }) => item.title)[0]).toContain('PHP 8.0');
        expect(
          data.every((item: { language: string }) => item.language !== 'uz' || language === 'uz-Latn'),
        ).toBe(true);
      }
    } finally {
      await fresh.close();
    }
  });
});
