import type { Captcha } from '@portal/contracts';
import { and, eq, isNull, lt } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import type { Database } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import { isSameSecret } from '../../lib/constant-time.js';
import { captchas } from './security.schema.js';
import { createPublicId } from './verification-code.js';

// The captcha (docs/product/account.md): 4 digits as an SVG image, one use, 5 minutes, decided only on the server.
const CAPTCHA_TTL_MS = 5 * 60_000;

export async function createCaptcha(db: Database, now: Date): Promise<Captcha> {
  const image = svgCaptcha.create({ size: 4, charPreset: '0123456789', noise: 2, color: false });
  const id = createPublicId();
  // Old captchas are swept as new ones are made, so the table stays small without a separate job.
  await db.delete(captchas).where(lt(captchas.expiresAt, now));
  await db.insert(captchas).values({
    id,
    answer: image.text,
    expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS),
    createdAt: now,
  });
  return { captcha_id: id, image: `data:image/svg+xml;base64,${Buffer.from(image.data).toString('base64')}` };
}

/** Uses up the captcha whatever the answer, so each image allows one guess; wrong → captcha field error. */
export async function checkCaptcha(
  db: Database,
  { id, answer, now }: { id: string; answer: string; now: Date },
): Promise<void> {
  const [used] = await db
    .update(captchas)
    .set({ usedAt: now })
    .where(and(eq(captchas.id, id), isNull(captchas.usedAt)))
    .returning();
  const isRight = used !== undefined && used.expiresAt > now && isSameSecret(used.answer, answer.trim());
  if (!isRight) throw new AppError('VALIDATION_FAILED', { fields: { captcha: ['captcha_invalid'] } });
}

/** Demo mode only: the answer of a live captcha, for tests and the e2e journeys. */
export async function readCaptchaAnswer(db: Database, id: string, now: Date): Promise<string | undefined> {
  const [row] = await db.select().from(captchas).where(eq(captchas.id, id)).limit(1);
  return row && !row.usedAt && row.expiresAt > now ? row.answer : undefined;
}
