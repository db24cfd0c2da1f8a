import { FormBanner } from '@portal/web-kit/form';
import { Button, DataTable, type DataTableProps } from '@portal/web-kit/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import ui from '@/components/ui.module.css';
import type { useUrlFilters } from '@/hooks/use-url-filters';
import { loadFailure } from '@/lib/load-failure';
import { Banner } from './banner';
import { DayField } from './day-field';

type UrlFilters = Pick<ReturnType<typeof useUrlFilters>, 'form' | 'submit'>;

/**
 * The console's list screens (orders, payments, the audit log): the filters (kept in the address by
 * useUrlFilters), a banner when the list cannot load, then the table. The screen gives its fields and columns.
 */
export function FilteredTable<Row>({
  filters: { form, submit },
  children,
  list,
  ...table
}: Omit<DataTableProps<Row>, 'data'> & {
  filters: UrlFilters;
  /** The filter fields, registered with `filters.form`. */
  children: ReactNode;
  list: { data: Row[] | undefined; isError: boolean; error: unknown };
}) {
  const { t } = useTranslation();
  return (
    <>
      <form className={ui.filters} onSubmit={submit} noValidate>
        <FormBanner banner={form.banner} />
        {children}
        <Button type="submit">{t('audit:filter')}</Button>
      </form>
      <Banner tone="error">{list.isError ? loadFailure(list.error, t) : null}</Banner>
      {list.data && <DataTable {...table} data={list.data} />}
    </>
  );
}

/** The `from` and `to` days of a list filtered by date (the filter schema's optional day inputs). */
export function DayRangeFields({ form }: { form: UrlFilters['form'] }) {
  const { t } = useTranslation();
  return (
    <>
      <DayField form={form} name="from" label={t('audit:from')} />
      <DayField form={form} name="to" label={t('audit:to')} />
    </>
  );
}
