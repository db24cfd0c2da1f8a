import type { Database } from '../../db/database.js';
import { insertRecord, listRecordsOf } from './profile-records.repository.js';

/**
 * Demo mode's registrant for the demo customer, already approved by staff, so a .uz name can be ordered at once.
 * A customer who has records keeps them. Answers the approved record's id, or null when there is none.
 */
export async function seedDemoRecord(db: Database, userId: number, now: Date): Promise<number | null> {
  const records = await listRecordsOf(db, userId);
  if (records.length > 0) return records.find((record) => record.verification === 'approved')?.id ?? null;
  const record = await insertRecord(db, {
    userId,
    firstname: 'Demo',
    lastname: 'Mijoz',
    middlename: null,
    birthday: '1995-05-15',
    passport: 'AA1234567',
    passportIssuedBy: 'Toshkent sh. Yunusobod IIB',
    passportIssuedAt: '2015-06-01',
    country: 'UZ',
    region: 'tashkent_city',
    district: 'Yunusobod',
    address: 'Amir Temur koʻchasi, 1-uy',
    phoneNumber: '+998901234567',
    email: 'demo@portal.uz',
    verification: 'approved',
    verifiedAt: now,
    createdAt: now,
    updatedAt: now,
  });
  return record.id;
}
