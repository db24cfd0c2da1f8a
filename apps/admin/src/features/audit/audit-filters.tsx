import { LANGUAGE_TAGS } from '@portal/contracts';
import type { ApiForm } from '@portal/web-kit/form';
import { Button, Select, TextField } from '@portal/web-kit/ui';
import { type KeyboardEvent, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DayRangeFields } from '@/components/filtered-table';
import { currentLanguage } from '@/lib/i18n';
import { useAuditChoices, useCustomerMatches } from './api/get-audit-choices';
import styles from './audit.module.css';

type FilterForm = ApiForm<FieldValues, unknown>;

/** What an action is about: its part before the first dot (`order` for `order.suspend`). */
export const targetOf = (action: string) => action.split('.')[0] ?? action;

/** Options in the order of their words in the console's language, a current value kept even when not offered. */
function sortedOptions(values: string[], wordOf: (value: string) => string, current: unknown) {
  const all =
    typeof current === 'string' && current && !values.includes(current) ? [...values, current] : values;
  const collator = new Intl.Collator(LANGUAGE_TAGS[currentLanguage()]);
  return all
    .map((value) => ({ value, label: wordOf(value) }))
    .sort((one, other) => collator.compare(one.label, other.label));
}

/**
 * The audit log's filters, each chosen from a list rather than typed: who (every staff member by name), what
 * about, which action (in words, narrowed by what about), which customer (found by name, e-mail or phone, then
 * chosen), and the days.
 */
export function AuditFilters({ form }: { form: FilterForm }) {
  const { t } = useTranslation();
  const choices = useAuditChoices();
  const target = form.watch('target');
  // The selects are drawn once their choices are here, so a value from the address finds its option.
  if (!choices.data) return null;
  const { staff, actions } = choices.data;
  const actionWord = (action: string) => t(`audit:actions.${action}`, { defaultValue: action });
  const targetWord = (value: string) => t(`audit:targets.${value}`, { defaultValue: value });
  const targets = sortedOptions([...new Set(actions.map(targetOf))], targetWord, target);
  const shownActions = sortedOptions(
    target ? actions.filter((action) => targetOf(action) === target) : actions,
    actionWord,
    form.getValues('action'),
  );
  return (
    <>
      <Select label={t('audit:staff')} {...form.register('staff_id')}>
        <option value="">{t('audit:anyone')}</option>
        {staff.map((member) => (
          <option key={member.id} value={String(member.id)}>
            {member.name}
          </option>
        ))}
      </Select>
      <Select
        label={t('audit:target')}
        {...form.register('target', { onChange: () => form.setValue('action', '') })}
      >
        <option value="">{t('audit:any_target')}</option>
        {targets.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      <Select label={t('audit:action')} error={form.errorOf('action')} {...form.register('action')}>
        <option value="">{t('audit:any_action')}</option>
        {shownActions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      <CustomerChoice form={form} />
      <DayRangeFields form={form} />
    </>
  );
}

/** A customer found by what staff know of them (name, e-mail, phone, number), then chosen from the matches. */
function CustomerChoice({ form }: { form: FilterForm }) {
  const { t } = useTranslation();
  const chosen = String(form.watch('customer_id') ?? '');
  const [text, setText] = useState('');
  // A customer already chosen (a shared link) is looked up by number, to be shown by name.
  const [query, setQuery] = useState(chosen);
  const matches = useCustomerMatches(query);
  const find = () => {
    const next = text.trim();
    if (!next) return;
    form.setValue('customer_id', '');
    setQuery(next);
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter here finds customers; it does not apply the filters yet.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    find();
  };
  return (
    <>
      <div className={styles.find}>
        <TextField
          label={t('audit:find_customer')}
          hint={t('audit:find_customer_hint')}
          value={text}
          maxLength={128}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={handleKeyDown}
        />
        <Button type="button" variant="secondary" onClick={find}>
          {t('audit:find')}
        </Button>
      </div>
      <Select
        label={t('audit:customer')}
        hint={matches.data?.length === 0 ? t('audit:no_customers') : undefined}
        value={chosen}
        onChange={(event) => form.setValue('customer_id', event.currentTarget.value)}
      >
        <option value="">{t('audit:any_customer')}</option>
        {(matches.data ?? []).map((customer) => (
          <option key={customer.id} value={String(customer.id)}>
            {`${customer.firstname} ${customer.lastname} (${customer.email})`}
          </option>
        ))}
      </Select>
    </>
  );
}
