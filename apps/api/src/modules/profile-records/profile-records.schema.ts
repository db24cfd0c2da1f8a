import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from '../account/account.schema.js';
import { staffMembers } from '../staff/staff.schema.js';

// Person records of /profayl (the registrants of later domain orders) and their uploaded files.

export const profileRecords = pgTable(
  'profile_records',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    middlename: text('middlename'),
    birthday: date('birthday', { mode: 'string' }).notNull(),
    /** Series and number without spaces, upper case (AA1234567). */
    passport: text('passport').notNull(),
    passportIssuedBy: text('passport_issued_by').notNull(),
    passportIssuedAt: date('passport_issued_at', { mode: 'string' }).notNull(),
    /** ISO 3166-1 alpha-2. */
    country: text('country').notNull(),
    /** One of contracts' UZ_REGIONS when the country is UZ, else null. */
    region: text('region'),
    district: text('district'),
    address: text('address').notNull(),
    phoneNumber: text('phone_number').notNull(),
    email: text('email').notNull(),
    /**
     * Staff check the record against its scans before it may be a .uz registrant; a change by the
     * customer sends it back to `pending`.
     */
    verification: text('verification', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    verifiedBy: integer('verified_by').references(() => staffMembers.id, { onDelete: 'set null' }),
    /** The reason shown to the customer when rejected. */
    rejectionReason: text('rejection_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('profile_records_user_idx').on(table.userId, table.id),
    check('profile_records_region_only_uz', sql`${table.region} is null or ${table.country} = 'UZ'`),
  ],
);

/** One stored upload per record and kind; the bytes live in the FileStorage under `storage_key`. */
export const profileRecordFiles = pgTable(
  'profile_record_files',
  {
    id: serial('id').primaryKey(),
    recordId: integer('record_id')
      .notNull()
      .references(() => profileRecords.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['passport_photo', 'passport_main_page', 'residence_page'] }).notNull(),
    /** A random id, never the customer's file name. */
    storageKey: text('storage_key').notNull().unique('profile_record_files_storage_key_unique'),
    /** Decided from the bytes (JPEG, PNG or PDF). */
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('profile_record_files_record_kind_unique').on(table.recordId, table.kind),
    check(
      'profile_record_files_kind_valid',
      sql`${table.kind} in ('passport_photo', 'passport_main_page', 'residence_page')`,
    ),
    check(
      'profile_record_files_type_valid',
      sql`${table.contentType} in ('image/jpeg', 'image/png', 'application/pdf')`,
    ),
  ],
);
