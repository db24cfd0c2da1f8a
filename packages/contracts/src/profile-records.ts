import { getCountries } from 'libphonenumber-js/min';
import { z } from 'zod';
import { API_BASE } from './api-paths.js';
import { emailSchema, isPlausibleBirthday, phoneSchema, requiredText } from './validation.js';

// Person records of docs/product/cabinet.md (/profayl): the registrant data of later domain orders, with three uploads.

const RECORDS = `${API_BASE}/user/profile-records`;

export const profileRecordPaths = {
  /** GET: the customer's records; POST (multipart): fields and optional files. */
  list: RECORDS,
  /** GET one; PUT (multipart; a given file replaces the old one); DELETE (its files too). */
  record: `${RECORDS}/:id`,
  /** GET: the stored file, to its owner only. */
  file: `${RECORDS}/:id/files/:kind`,
} as const;

export const profileRecordPath = (id: number) => profileRecordPaths.record.replace(':id', String(id));
export const profileRecordFilePath = (id: number, kind: RecordFileKind) =>
  profileRecordPaths.file.replace(':id', String(id)).replace(':kind', kind);

/** The 14 regions of Uzbekistan (12 regions, the Republic of Karakalpakstan and Tashkent city). */
export const UZ_REGIONS = [
  'karakalpakstan',
  'andijan',
  'bukhara',
  'fergana',
  'jizzakh',
  'kashkadarya',
  'khorezm',
  'namangan',
  'navoi',
  'samarkand',
  'surkhandarya',
  'syrdarya',
  'tashkent_region',
  'tashkent_city',
] as const;
export type UzRegion = (typeof UZ_REGIONS)[number];

/** ISO 3166-1 alpha-2 codes of every country the phone library knows; the country select offers these. */
export const RECORD_COUNTRIES: readonly string[] = getCountries();
export const HOME_COUNTRY = 'UZ';

export const RECORD_FILE_KINDS = ['passport_photo', 'passport_main_page', 'residence_page'] as const;
export type RecordFileKind = (typeof RECORD_FILE_KINDS)[number];

/** What an upload may be, decided from its bytes, never from the client's name or Content-Type. */
export const RECORD_FILE_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type RecordFileType = (typeof RECORD_FILE_TYPES)[number];
export const RECORD_FILE_MAX_BYTES = 5 * 1024 * 1024;
/** The records one customer may keep; one more answers 409. */
export const PROFILE_RECORDS_MAX = 20;

export const RECORD_LIMITS = { name: 50, issuedBy: 100, district: 100, address: 200 } as const;
/** Registrants must be adults for a passport of their own. */
export const RECORD_MIN_AGE_YEARS = 16;

// Letters of the Latin or Cyrillic script, joined by one apostrophe (ʻ ʼ ' ’ ‘ `), hyphen or space: Oʻgʻiloy,
// Abdul-Aziz, Мухаммад Али.
const NAME_PATTERN =
  /^[\p{Script=Latin}\p{Script=Cyrillic}]+(?:[ʻʼ'’‘` -][\p{Script=Latin}\p{Script=Cyrillic}]+)*$/u;
/** Uzbek passports and ID cards: two Latin letters and seven digits (AA1234567). */
const UZ_PASSPORT_PATTERN = /^[A-Z]{2}\d{7}$/;
/** Other countries' documents: 5-20 letters and digits with at least one digit. */
const OTHER_PASSPORT_PATTERN = /^(?=.*\d)[\p{Lu}\d]{5,20}$/u;

// requiredText is a zod/mini schema (validation.ts): classic rules go on it through `.check()` and `z.pipe()`.
const nameSchema = requiredText(RECORD_LIMITS.name).check(z.regex(NAME_PATTERN, { error: 'invalid' }));
const optionalText = (max: number) =>
  z
    .string({ error: 'invalid' })
    .trim()
    .max(max, { error: 'too_long' })
    .optional()
    .transform((value) => value || null);

/** Spaces and hyphens people type between series and number are dropped; letters are upper-cased. */
export const normalizePassport = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();

/** A real calendar date (YYYY-MM-DD) as UTC midnight, or null. */
export function parseIsoDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const isReal =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return isReal ? date : null;
}

const yearsBefore = (today: Date, years: number) =>
  Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate());

/**
 * The record's fields, shared by the form and the server. `today` comes from the server's clock (tests move
 * it); the form uses the browser's date. Every value is a string, as a multipart form sends it.
 */
export function profileRecordFieldsSchema(today: Date = new Date()) {
  return z
    .object({
      firstname: nameSchema,
      lastname: nameSchema,
      middlename: optionalText(RECORD_LIMITS.name).refine(
        (value) => value === null || NAME_PATTERN.test(value),
        {
          error: 'invalid',
        },
      ),
      birthday: requiredText(10).check(
        z.refine(
          (value: string) =>
            isPlausibleBirthday(value, today) &&
            (parseIsoDate(value)?.getTime() ?? Number.POSITIVE_INFINITY) <=
              yearsBefore(today, RECORD_MIN_AGE_YEARS),
          { error: 'birthday_invalid' },
        ),
      ),
      passport: z.pipe(requiredText(32), z.transform(normalizePassport)),
      passport_issued_by: requiredText(RECORD_LIMITS.issuedBy),
      passport_issued_at: requiredText(10),
      country: z
        .pipe(
          requiredText(2),
          z.transform((value: string) => value.toUpperCase()),
        )
        .refine((value) => RECORD_COUNTRIES.includes(value), { error: 'invalid' }),
      region: optionalText(40),
      district: optionalText(RECORD_LIMITS.district),
      address: requiredText(RECORD_LIMITS.address),
      phone_number: phoneSchema,
      email: emailSchema,
    })
    .superRefine((record, ctx) => {
      const isHome = record.country === HOME_COUNTRY;
      const passportPattern = isHome ? UZ_PASSPORT_PATTERN : OTHER_PASSPORT_PATTERN;
      if (!passportPattern.test(record.passport)) {
        ctx.addIssue({ code: 'custom', path: ['passport'], message: 'passport_invalid' });
      }
      const issuedAt = parseIsoDate(record.passport_issued_at);
      const birthday = parseIsoDate(record.birthday);
      if (!issuedAt || issuedAt.getTime() > today.getTime() || (birthday && issuedAt <= birthday)) {
        ctx.addIssue({ code: 'custom', path: ['passport_issued_at'], message: 'date_invalid' });
      }
      if (isHome && !(UZ_REGIONS as readonly string[]).includes(record.region ?? '')) {
        ctx.addIssue({ code: 'custom', path: ['region'], message: 'region_invalid' });
      }
      if (isHome && !record.district) {
        ctx.addIssue({ code: 'custom', path: ['district'], message: 'required' });
      }
    })
    .transform((record) => ({
      ...record,
      // A region belongs to Uzbekistan only; another country keeps none.
      region: record.country === HOME_COUNTRY ? (record.region as UzRegion) : null,
    }));
}
export type ProfileRecordFieldsInput = z.input<ReturnType<typeof profileRecordFieldsSchema>>;
export type ProfileRecordFields = z.output<ReturnType<typeof profileRecordFieldsSchema>>;

/** Multipart text field naming files to remove on edit, comma-separated kinds. */
export const REMOVE_FILES_FIELD = 'remove_files';

export const recordFileSchema = z.object({
  kind: z.enum(RECORD_FILE_KINDS),
  content_type: z.enum(RECORD_FILE_TYPES),
  size: z.number().int().nonnegative(),
  uploaded_at: z.string(),
});
export type RecordFile = z.infer<typeof recordFileSchema>;

/**
 * Staff check a record against its scans before it may be a .uz registrant: pending until they do;
 * a change by the customer sends it back to pending.
 */
export const RECORD_VERIFICATIONS = ['pending', 'approved', 'rejected'] as const;
export type RecordVerification = (typeof RECORD_VERIFICATIONS)[number];

export const profileRecordSchema = z.object({
  id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  middlename: z.string().nullable(),
  birthday: z.string(),
  passport: z.string(),
  passport_issued_by: z.string(),
  passport_issued_at: z.string(),
  country: z.string(),
  region: z.enum(UZ_REGIONS).nullable(),
  district: z.string().nullable(),
  address: z.string(),
  phone_number: z.string(),
  email: z.string(),
  /** The stored uploads; a kind not uploaded is absent. */
  files: z.array(recordFileSchema),
  verification: z.enum(RECORD_VERIFICATIONS),
  /** Why staff rejected it, for the customer to fix; null unless rejected. */
  rejection_reason: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ProfileRecord = z.infer<typeof profileRecordSchema>;

/** The file extension a stored type is served with. */
export const RECORD_FILE_EXTENSIONS: Record<RecordFileType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
};

/** Names shown in the records list fit the registrant's short name field. */
export const recordFullName = (record: Pick<ProfileRecord, 'firstname' | 'lastname' | 'middlename'>) =>
  [record.lastname, record.firstname, record.middlename].filter(Boolean).join(' ');
