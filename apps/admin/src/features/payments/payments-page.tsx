import { type AdminPayment, paymentsQuerySchema } from '@portal/contracts';
import { Button, Card, DateField, Select } from '@portal/web-kit/ui';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Banner } from '@/components/banner';
import { CustomerLink } from '@/components/customer-link';
import { DayRangeFields, FilteredTable } from '@/components/filtered-table';
import ui from '@/components/ui.module.css';
import { useUrlFilters } from '@/hooks/use-url-filters';
import { filterField, optionalDayInput } from '@/lib/form-schemas';
import { dayEnd, dayStart, formatDateTime, formatDay, formatSom, tashkentToday } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { loadFailure } from '@/lib/load-failure';
import { transactionsText } from '@/lib/transactions-text';
import { downloadTotalsCsv } from './api/download-totals-csv';
import { useDailyTotals } from './api/get-daily-totals';
import { usePayments } from './api/get-payments';
import styles from './payments.module.css';

/** The filters as the form holds them, derived from the contract's query: the days as date inputs. */
const { shape } = paymentsQuerySchema;
const paymentFilterSchema = z.object({
  provider: filterField(shape.provider),
  state: filterField(shape.state),
  from: optionalDayInput,
  to: optionalDayInput,
});

/** A week back from today, in Tashkent days. */
const weekBefore = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - 6 * 86_400_000).toISOString().slice(0, 10);

function Totals() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const today = tashkentToday();
  const [range, setRange] = useState({ from: weekBefore(today), to: today });
  const [failure, setFailure] = useState<string | null>(null);
  const iso = { from: dayStart(range.from), to: dayEnd(range.to) };
  const totals = useDailyTotals(iso);
  return (
    <Card as="section" className={ui.stack} aria-labelledby="totals-title">
      <h2 id="totals-title">{t('payments:totals')}</h2>
      <div className={ui.filters}>
        <DateField
          label={t('audit:from')}
          value={range.from}
          onChange={(from) => setRange({ ...range, from })}
        />
        <DateField label={t('audit:to')} value={range.to} onChange={(to) => setRange({ ...range, to })} />
        <Button
          variant="secondary"
          type="button"
          onClick={() => {
            setFailure(null);
            downloadTotalsCsv(iso, `top-ups-${range.from}-${range.to}.csv`).catch(() =>
              setFailure(t('common:load_failed')),
            );
          }}
        >
          {t('payments:download_csv')}
        </Button>
      </div>
      <Banner tone="error">{failure ?? (totals.isError ? loadFailure(totals.error, t) : null)}</Banner>
      {totals.data?.length === 0 && <p className={ui.empty}>{t('payments:no_totals')}</p>}
      {totals.data && totals.data.length > 0 && (
        <ul className={styles.totals}>
          {totals.data.map((row) => (
            <li key={`${row.day}-${row.provider}`}>
              {formatDay(row.day)} · {t(`providers:${row.provider}`, { defaultValue: row.provider })}:{' '}
              {t('dashboard:top_up_line', { count: row.count, amount: formatSom(row.amount, lang) })}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** Invoices with their provider transactions, filtered by provider, state and day; and the daily totals. */
export function PaymentsPage() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const { values: filters, form, submit } = useUrlFilters(paymentFilterSchema);
  const payments = usePayments({
    provider: filters.provider,
    state: filters.state,
    from: filters.from ? dayStart(filters.from) : undefined,
    to: filters.to ? dayEnd(filters.to) : undefined,
  });
  const columns = useMemo(() => {
    const column = createColumnHelper<AdminPayment>();
    return [
      column.accessor('id', { header: () => t('tables:invoice'), cell: (info) => `#${info.getValue()}` }),
      column.accessor('customer_id', {
        header: () => t('audit:customer'),
        cell: (info) => (
          <CustomerLink
            id={info.getValue()}
            name={info.row.original.customer_name}
            email={info.row.original.customer_email}
          />
        ),
      }),
      column.accessor('merchant', {
        header: () => t('tables:provider'),
        cell: (info) => t(`providers:${info.getValue()}`, { defaultValue: info.getValue() }),
      }),
      column.accessor('amount', {
        header: () => t('tables:amount'),
        cell: (info) => t('common:som', { amount: formatSom(info.getValue(), lang) }),
      }),
      column.accessor('status', {
        header: () => t('tables:status'),
        cell: (info) => t(`invoice_statuses:${info.getValue()}`, { defaultValue: info.getValue() }),
      }),
      column.accessor((row) => transactionsText(row.transactions, t), {
        id: 'transactions',
        header: () => t('tables:transactions'),
      }),
      column.accessor('created_at', {
        header: () => t('tables:when'),
        cell: (info) => formatDateTime(info.getValue()),
      }),
    ];
  }, [t, lang]);
  return (
    <section className={ui.stack}>
      <h1>{t('payments:title')}</h1>
      <Totals />
      <h2>{t('payments:invoices')}</h2>
      <FilteredTable
        filters={{ form, submit }}
        list={payments}
        caption={t('payments:invoices')}
        columns={columns}
        empty={t('tables:none')}
      >
        <Select label={t('tables:provider')} error={form.errorOf('provider')} {...form.register('provider')}>
          <option value="">{t('payments:any')}</option>
          <option value="payme">{t('providers:payme')}</option>
          <option value="click">{t('providers:click_evolution')}</option>
        </Select>
        <Select label={t('tables:status')} error={form.errorOf('state')} {...form.register('state')}>
          <option value="">{t('payments:any')}</option>
          {(['pending', 'paid', 'cancelled', 'refunded'] as const).map((state) => (
            <option key={state} value={state}>
              {t(`invoice_statuses:${state}`)}
            </option>
          ))}
        </Select>
        <DayRangeFields form={form} />
      </FilteredTable>
    </section>
  );
}
