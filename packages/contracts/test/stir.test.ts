import { describe, expect, it } from 'vitest';
import { stirSchema } from '../src/documents.js';

const accepts = (stir: string) => stirSchema.safeParse(stir).success;

describe('STIR (taxpayer number)', () => {
  it('takes nine digits starting with 2 or 3 (legal entities) or 4 to 7 (persons)', () => {
    for (const stir of ['202080004', '301234567', '400000001', '512345678', '634567890', '799999999']) {
      expect(accepts(stir), stir).toBe(true);
    }
    expect(stirSchema.parse(' 301234567 ')).toBe('301234567');
  });

  it('refuses a first digit no taxpayer number has', () => {
    for (const stir of ['123456789', '009876543', '812345678', '912345678']) {
      expect(stirSchema.safeParse(stir).error?.issues[0]?.message, stir).toBe('invalid');
    }
  });

  it('refuses other lengths and anything but digits', () => {
    for (const stir of ['30123456', '3012345678', '30123456a', '', '３０１２３４５６７']) {
      expect(accepts(stir), stir).toBe(false);
    }
  });
});
