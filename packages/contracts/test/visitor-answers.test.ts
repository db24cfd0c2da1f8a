import { describe, expect, it } from 'vitest';
import { appMetaSchema, newsItemSchema, newsListSchema, okEnvelope, pagedEnvelope } from '../src/index.js';

const item = {
  id: 7,
  title: 'T',
  body: '<p>B</p>',
  published_at: '2026-05-03T09:00:00.000Z',
  language: 'uz',
};

describe('the answers a visitor’s home page reads (zod/mini)', () => {
  it('take a well-formed meta and news page', () => {
    expect(
      appMetaSchema.safeParse({ demo: true, support: { email: 'a@b.uz', telegram: '@x' } }).success,
    ).toBe(true);
    expect(newsListSchema.safeParse([item]).success).toBe(true);
  });

  it('refuse an answer that breaks the contract', () => {
    expect(
      appMetaSchema.safeParse({ demo: 'yes', support: { email: 'a@b.uz', telegram: '@x' } }).success,
    ).toBe(false);
    expect(appMetaSchema.safeParse({ demo: false }).success).toBe(false);
    expect(newsListSchema.safeParse([{ ...item, published_at: 1_777_777_777 }]).success).toBe(false);
    expect(newsListSchema.safeParse([{ ...item, id: 1.5 }]).success).toBe(false);
    expect(newsListSchema.safeParse([{ ...item, language: 'de' }]).success).toBe(false);
    expect(newsListSchema.safeParse(item).success).toBe(false);
  });

  it('serve as the API’s envelopes too, with the same rules', () => {
    expect(okEnvelope(appMetaSchema).safeParse({ status: true, data: { demo: true } }).success).toBe(false);
    const page = pagedEnvelope(appMetaSchema.shape.support);
    expect(page.safeParse({ status: true, data: [{ email: 'e', telegram: 't' }], total: 1 }).success).toBe(
      true,
    );
    expect(
      pagedEnvelope(newsItemSchema).safeParse({
        status: true,
        data: [{ ...item, id: 'x' }],
        total: 1,
      }).success,
    ).toBe(false);
  });
});
