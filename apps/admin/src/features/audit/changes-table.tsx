import { useTranslation } from 'react-i18next';
import { formatDateTime, formatDay, formatSom } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import styles from './audit.module.css';

// An audit row's before and after, as the fields that differ: a first-day reader sees "balance 0 → 15,000",
// not two JSON documents to compare by eye.

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value in a cell: text and numbers as they are, anything nested as compact JSON, nothing as —. */
export const cellText = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
};

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** The fields whose value differs between before and after, in the order they first appear. */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  const from = isPlainObject(before)
    ? before
    : before === null || before === undefined
      ? {}
      : { value: before };
  const to = isPlainObject(after) ? after : after === null || after === undefined ? {} : { value: after };
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return fields
    .filter((field) => JSON.stringify(from[field]) !== JSON.stringify(to[field]))
    .map((field) => ({ field, before: from[field], after: to[field] }));
}

/** Fields that name what an action was about (a domain, a promo code, an order…), most telling first. */
const SUBJECT_FIELDS = [
  'domain',
  'zone',
  'code',
  'name',
  'email',
  'order_id',
  'operation_id',
  'job_id',
  'id',
];

/**
 * What an audit row was about, for a reader of the list: the naming fields the action left as they were (the
 * change table shows only what changed, so "domain.fulfil" alone would not say which domain), or that a
 * creation gave; at most two.
 */
export function auditSubject(before: unknown, after: unknown): FieldChange[] {
  const from = isPlainObject(before) ? before : {};
  const to = isPlainObject(after) ? after : {};
  return SUBJECT_FIELDS.filter((field) => {
    const value = to[field] ?? from[field];
    const kept =
      !(field in from) || !(field in to) || JSON.stringify(from[field]) === JSON.stringify(to[field]);
    return (typeof value === 'string' || typeof value === 'number') && value !== '' && kept;
  })
    .slice(0, 2)
    .map((field) => ({ field, before: from[field], after: to[field] ?? from[field] }));
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A field's name in words; one the console has no words for yet keeps the server's name. */
function useFieldName() {
  const { t } = useTranslation();
  return (field: string): string => t(`audit:fields.${field}`, { defaultValue: field });
}

/**
 * Known fields' values in words: som amounts formatted, categories, statuses, roles and yes/no translated, times
 * and days as the console writes them, and a nested object field by field ("Credited: 2, Not matched: 1").
 */
function useValueText() {
  const { t } = useTranslation();
  const fieldName = useFieldName();
  const lang = currentLanguage();
  const valueText = (field: string, value: unknown): string => {
    if ((field === 'balance' || field === 'amount') && typeof value === 'number')
      return formatSom(value, lang);
    if (typeof value === 'boolean') return value ? t('tables:yes') : t('tables:no');
    if (Array.isArray(value)) return value.map((item) => valueText(field, item)).join(', ') || '—';
    if (isPlainObject(value)) {
      const entries = Object.entries(value);
      if (entries.length === 0) return '—';
      return entries.map(([key, inner]) => `${fieldName(key)}: ${valueText(key, inner)}`).join(', ');
    }
    if (typeof value === 'string') {
      if (ISO_TIME.test(value) && !Number.isNaN(Date.parse(value))) return formatDateTime(value);
      if (ISO_DAY.test(value)) return formatDay(value);
      if (field === 'category') return t(`adjust:categories.${value}`, { defaultValue: value });
      if (field === 'role') return t(`roles:${value}`, { defaultValue: value });
      if (field === 'kind') {
        return t(`customers:document_kinds.${value}`, {
          defaultValue: t(`audit:payer_kinds.${value}`, { defaultValue: value }),
        });
      }
      if (field === 'status') {
        return t(`approvals:statuses.${value}`, {
          defaultValue: t(`order_statuses:${value}`, { defaultValue: value }),
        });
      }
    }
    return cellText(value);
  };
  return valueText;
}

export function ChangesTable({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation();
  const valueText = useValueText();
  const fieldName = useFieldName();
  const changes = changedFields(before, after);
  if (changes.length === 0) return <span>—</span>;
  return (
    <table className={styles.changes}>
      <thead>
        <tr>
          <th scope="col">{t('audit:field')}</th>
          <th scope="col">{t('audit:before')}</th>
          <th scope="col">{t('audit:after')}</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.field}>
            <th scope="row">{fieldName(change.field)}</th>
            <td>{valueText(change.field, change.before)}</td>
            <td>{valueText(change.field, change.after)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The action in words and, under it, what it was about ("Domain: yangi-dokon.uz"). */
export function AuditAction({ action, before, after }: { action: string; before: unknown; after: unknown }) {
  const { t } = useTranslation();
  const fieldName = useFieldName();
  const valueText = useValueText();
  const subject = auditSubject(before, after);
  return (
    <>
      {t(`audit:actions.${action}`, { defaultValue: action })}
      {subject.map((item) => (
        <span key={item.field} className={styles.subject}>
          {fieldName(item.field)}: {valueText(item.field, item.after)}
        </span>
      ))}
    </>
  );
}
