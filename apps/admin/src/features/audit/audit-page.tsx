import type { AuditEntry } from '@portal/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/banner';
import { CustomerLink } from '@/components/customer-link';
import { DataTable } from '@/components/data-table';
import { Field } from '@/components/field';
import ui from '@/components/ui.module.css';
import { useUrlFilters } from '@/hooks/use-url-filters';
import { dayEnd, dayStart, formatDateTime } from '@/lib/format';
import { loadFailure } from '@/lib/load-failure';
import { AUDIT_FILTERS, AUDIT_PAGE_SIZE, useAuditLog } from './api';
import styles from './audit.module.css';
import { ChangesTable } from './changes-table';

/** Every staff action, newest first, filtered by who, which customer, what and when; nothing here can change it. */
export function AuditPage() {
  const { t } = useTranslation();
  const { values: filters, page, submit, goToPage: goTo } = useUrlFilters(AUDIT_FILTERS);
  const query = useAuditLog({
    ...filters,
    from: filters.from ? dayStart(filters.from) : undefined,
    to: filters.to ? dayEnd(filters.to) : undefined,
  });
  const columns = useMemo(() => {
    const column = createColumnHelper<AuditEntry>();
    return [
      column.accessor('at', {
        header: () => t('audit.when'),
        cell: (info) => formatDateTime(info.getValue()),
      }),
      column.accessor((row) => row.staff_name ?? t('audit.shell'), {
        id: 'staff',
        header: () => t('audit.staff'),
      }),
      column.accessor('customer_id', {
        header: () => t('audit.customer'),
        cell: (info) => {
          const id = info.getValue();
          const row = info.row.original;
          return id === null ? (
            '—'
          ) : (
            <CustomerLink id={id} name={row.customer_name} email={row.customer_email} />
          );
        },
      }),
      column.accessor('action', {
        header: () => t('audit.action'),
        cell: (info) => t(`audit.actions.${info.getValue()}`, { defaultValue: info.getValue() }),
      }),
      column.display({
        id: 'change',
        header: () => t('audit.change'),
        cell: (info) => <ChangesTable before={info.row.original.before} after={info.row.original.after} />,
      }),
      column.accessor('ip_address', { header: () => t('audit.ip'), cell: (info) => info.getValue() ?? '—' }),
    ];
  }, [t]);

  return (
    <section className={ui.stack}>
      <h1>{t('audit.title')}</h1>
      <form className={ui.filters} onSubmit={submit}>
        <Field
          label={t('audit.staff_id')}
          name="staff_id"
          inputMode="numeric"
          defaultValue={filters.staff_id}
        />
        <Field
          label={t('audit.customer_id')}
          name="customer_id"
          inputMode="numeric"
          defaultValue={filters.customer_id}
        />
        <Field label={t('audit.action')} name="action" defaultValue={filters.action} maxLength={64} />
        <Field label={t('audit.from')} name="from" type="date" defaultValue={filters.from} />
        <Field label={t('audit.to')} name="to" type="date" defaultValue={filters.to} />
        <button className={ui.button} type="submit">
          {t('audit.filter')}
        </button>
      </form>
      <Banner tone="error">{query.isError ? loadFailure(query.error, t) : null}</Banner>
      {query.data && (
        <DataTable caption={t('audit.title')} columns={columns} data={query.data} empty={t('audit.none')} />
      )}
      <nav className={styles.pages} aria-label={t('audit.pages')}>
        <button
          className={`${ui.button} ${ui.secondary}`}
          type="button"
          disabled={page <= 1}
          onClick={() => goTo(page - 1)}
        >
          {t('audit.newer')}
        </button>
        <span>{t('audit.page', { page })}</span>
        <button
          className={`${ui.button} ${ui.secondary}`}
          type="button"
          disabled={(query.data?.length ?? 0) < AUDIT_PAGE_SIZE}
          onClick={() => goTo(page + 1)}
        >
          {t('audit.older')}
        </button>
      </nav>
    </section>
  );
}
