import type { Queryable } from '../../db/database.js';
import { countLapsedCertificates } from './site-certificates.repository.js';

/**
 * How many certificates the portal saw issued are past their last day: the panel renews them, so these failed
 * to renew (the staff alerts check asks).
 */
export const lapsedCertificateCount = (db: Queryable, now: Date): Promise<number> =>
  countLapsedCertificates(db, now);
