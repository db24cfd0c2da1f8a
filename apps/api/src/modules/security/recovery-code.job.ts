import { parseLanguage } from '@portal/contracts';
import type { JobHandler } from '../../jobs/job-definition.js';
import { queueCodeMessage } from '../messages/messages.service.js';
import { findCodeByPublicId, retireCodes, setCodeHash } from './codes.repository.js';
import type { sendRecoveryCode } from './security.jobs.js';
import { updateUser } from './security.repository.js';
import { createCode, hashCode } from './verification-code.js';

/**
 * Recovery, the part that differs between a known and an unknown e-mail, done after the answer: the request
 * stores a code row and this job either way, so both answers take the same time. For an account the job makes
 * the code, retires older ones, keeps the chosen language and sends the e-mail; otherwise it does nothing.
 */
export function runSendRecoveryCode(secret: string): JobHandler<typeof sendRecoveryCode> {
  return async ({ publicId, language }, { db, clock }) => {
    await db.transaction(async (tx) => {
      const row = await findCodeByPublicId(tx, 'password_reset', publicId);
      if (!row || row.userId === null || row.usedAt !== null) return;
      const now = clock.now();
      const code = createCode();
      await retireCodes(tx, 'password_reset', row.userId, now, row.id);
      await setCodeHash(tx, row.id, hashCode(secret, publicId, code));
      await updateUser(tx, row.userId, { language: parseLanguage(language) }, now);
      await queueCodeMessage(tx, {
        purpose: 'password_reset',
        to: row.target,
        language: parseLanguage(language),
        code,
        now,
      });
    });
  };
}
