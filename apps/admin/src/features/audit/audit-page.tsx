import { type AuditEntry, auditQuerySchema } from '@portal/contracts';
import { Button } from '@portal/web-kit/ui';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CustomerLink } from '@/components/customer-link';
import { FilteredTable } from '@/components/filtered-table';
import ui from '@/components/ui.module.css';
import { useUrlFilters } from '@/hooks/use-url-filters';
import { filterField, optionalDayInput } from '@/lib/form-schemas';
import { dayEnd, dayStart, formatDateTime } from '@/lib/format';
import { AUDIT_PAGE_SIZE, useAuditLog } from './api/get-audit-log';
import styles from './audit.module.css';
import { AuditFilters } from './audit-filters';
import { AuditAction, ChangesTable } from './changes-table';

/** The filters as the form holds them, derived from the contract's query: the days as typed dates. */
const { shape } = auditQuerySchema;
const auditFilterSchema = z.object({
  staff_id: filterField(shape.staff_id),
  customer_id: filterField(shape.customer_id),
  action: filterField(shape.action),
  target: filterField(shape.target),
  from: optionalDayInput,
  to: optionalDayInput,
});

/** Every staff action, newest first, filtered by who, which customer, what and when; nothing here can change it. */
export function AuditPage() {
  const { t } = useTranslation();
  const { values: filters, page, form, submit, goToPage: goTo } = useUrlFilters(auditFilterSchema);
  const query = useAuditLog({
    ...filters,
    page: String(page),
    from: filters.from ? dayStart(filters.from) : undefined,
    to: filters.to ? dayEnd(filters.to) : undefined,
  });
  const columns = useMemo(() => {
    const column = createColumnHelper<AuditEntry>();
    return [
      column.accessor('at', {
        header: () => t('audit:when'),
        cell: (info) => formatDateTime(info.getValue()),
      }),
      column.accessor((row) => row.staff_name ?? t('audit:shell'), {
        id: 'staff',
        header: () => t('audit:staff'),
      }),
      column.accessor('customer_id', {
        header: () => t('audit:customer'),
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
        header: () => t('audit:action'),
        cell: (info) => (
          <AuditAction
            action={info.getValue()}
            before={info.row.original.before}
            after={info.row.original.after}
          />
        ),
      }),
      column.display({
        id: 'change',
        header: () => t('audit:change'),
        cell: (info) => <ChangesTable before={info.row.original.before} after={info.row.original.after} />,
      }),
      column.accessor('ip_address', { header: () => t('audit:ip'), cell: (info) => info.getValue() ?? '—' }),
    ];
  }, [t]);

  return (
    <section className={ui.stack}>
      <h1>{t('audit:title')}</h1>
      <FilteredTable
        filters={{ form, submit }}
        list={query}
        caption={t('audit:title')}
        columns={columns}
        empty={t('audit:none')}
      >
        <AuditFilters form={form} />
      </FilteredTable>
      <nav className={styles.pages} aria-label={t('audit:pages')}>
        <Button variant="secondary" type="button" disabled={page <= 1} onClick={() => goTo(page - 1)}>
          {t('audit:newer')}
        </Button>
        <span>{t('audit:page', { page })}</span>
        <Button
          variant="secondary"
          type="button"
          disabled={(query.data?.length ?? 0) < AUDIT_PAGE_SIZE}
          onClick={() => goTo(page + 1)}
        >
          {t('audit:older')}
        </Button>
      </nav>
    </section>
  );
}
