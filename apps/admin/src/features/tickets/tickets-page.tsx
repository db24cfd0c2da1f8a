import {
  type AdminTicketRow,
  adminTicketQuerySchema,
  type StaffMe,
  TICKET_DEPARTMENTS,
  TICKET_STATUSES,
} from '@portal/contracts';
import { FormBanner } from '@portal/web-kit/form';
import { Button, DataTable, Select, TextField } from '@portal/web-kit/ui';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useOutletContext } from 'react-router';
import { z } from 'zod';
import { Banner } from '@/components/banner';
import { CustomerLink } from '@/components/customer-link';
import ui from '@/components/ui.module.css';
import { ticketPath } from '@/config/paths';
import { useUrlFilters } from '@/hooks/use-url-filters';
import { formatDuration } from '@/lib/duration';
import { filterField } from '@/lib/form-schemas';
import { loadFailure } from '@/lib/load-failure';
import { TICKETS_PAGE_SIZE, useTickets } from './api/get-tickets';
import { dueText } from './duration';
import { SenderUnverifiedBadge } from './sender-unverified';
import styles from './tickets.module.css';

/**
 * The filters as the form holds them, derived from the contract's query; the assignee is "me" or "none" here
 * (the API takes a staff id, so "me" becomes the signed-in member's id when the list is asked for).
 */
const { shape } = adminTicketQuerySchema;
const ticketFilterSchema = z.object({
  status: filterField(shape.status),
  department: filterField(shape.department),
  assignee: filterField(z.enum(['me', 'none'], { error: 'invalid' })),
  customer: filterField(shape.customer),
  due: filterField(shape.due),
});

/** The support queue: what is due first, with each ticket's age and the time left until the promised answer. */
export function TicketsPage() {
  const { t } = useTranslation();
  const me = useOutletContext<StaffMe>();
  const { values, page, form, submit, goToPage } = useUrlFilters(ticketFilterSchema);
  const tickets = useTickets({
    ...values,
    assignee: values.assignee === 'me' ? String(me.id) : values.assignee,
    page: String(page),
  });
  const columns = useMemo(() => {
    const column = createColumnHelper<AdminTicketRow>();
    return [
      column.accessor('id', {
        header: () => t('tickets:number'),
        cell: (info) => <Link to={ticketPath(info.getValue())}>#{info.getValue()}</Link>,
      }),
      column.accessor('subject', {
        header: () => t('tickets:subject'),
        cell: (info) => <Link to={ticketPath(info.row.original.id)}>{info.getValue()}</Link>,
      }),
      column.accessor('customer_id', {
        header: () => t('tickets:customer'),
        cell: (info) => {
          const row = info.row.original;
          const id = info.getValue();
          return id === null ? (
            <span>
              {row.customer_name} · {t('tickets:guest')}
              {row.sender_unverified && (
                <>
                  {' '}
                  <SenderUnverifiedBadge />
                </>
              )}
            </span>
          ) : (
            <CustomerLink id={id} name={row.customer_name} email={row.customer_email} />
          );
        },
      }),
      column.accessor('department', {
        header: () => t('tickets:department'),
        cell: (info) => t(`tickets:departments.${info.getValue()}`),
      }),
      column.accessor('status', {
        header: () => t('tickets:status'),
        cell: (info) => t(`tickets:statuses.${info.getValue()}`),
      }),
      column.accessor('assignee_name', {
        header: () => t('tickets:assignee'),
        cell: (info) => info.getValue() ?? t('tickets:nobody'),
      }),
      column.accessor('age_seconds', {
        header: () => t('tickets:age'),
        cell: (info) => formatDuration(info.getValue(), t),
      }),
      column.accessor('due_in_seconds', {
        header: () => t('tickets:due'),
        cell: (info) => {
          const { text, tone } = dueText(info.getValue(), t);
          return tone ? (
            <span className={`${ui.badge} ${styles.due}`} data-tone={tone}>
              {text}
            </span>
          ) : (
            text
          );
        },
      }),
    ];
  }, [t]);
  const rows = tickets.data ?? [];
  return (
    <section className={ui.stack}>
      <h1>{t('tickets:title')}</h1>
      <form className={ui.filters} onSubmit={submit} noValidate aria-label={t('tickets:filters')}>
        <FormBanner banner={form.banner} />
        <Select label={t('tickets:status')} error={form.errorOf('status')} {...form.register('status')}>
          <option value="">{t('tickets:any')}</option>
          <option value="active">{t('tickets:statuses.active')}</option>
          {TICKET_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`tickets:statuses.${status}`)}
            </option>
          ))}
        </Select>
        <Select
          label={t('tickets:department')}
          error={form.errorOf('department')}
          {...form.register('department')}
        >
          <option value="">{t('tickets:any')}</option>
          {TICKET_DEPARTMENTS.map((department) => (
            <option key={department} value={department}>
              {t(`tickets:departments.${department}`)}
            </option>
          ))}
        </Select>
        <Select label={t('tickets:assignee')} error={form.errorOf('assignee')} {...form.register('assignee')}>
          <option value="">{t('tickets:anyone')}</option>
          <option value="me">{t('tickets:me')}</option>
          <option value="none">{t('tickets:nobody')}</option>
        </Select>
        <TextField
          label={t('tickets:customer_id')}
          inputMode="numeric"
          error={form.errorOf('customer')}
          {...form.register('customer')}
        />
        <Select label={t('tickets:due')} error={form.errorOf('due')} {...form.register('due')}>
          <option value="">{t('tickets:any')}</option>
          <option value="overdue">{t('tickets:overdue')}</option>
          <option value="due_soon">{t('tickets:due_soon')}</option>
        </Select>
        <Button type="submit">{t('tickets:filter')}</Button>
      </form>
      <Banner tone="error">{tickets.isError ? loadFailure(tickets.error, t) : null}</Banner>
      {tickets.data && (
        <DataTable caption={t('tickets:title')} columns={columns} data={rows} empty={t('tickets:none')} />
      )}
      {(page > 1 || rows.length === TICKETS_PAGE_SIZE) && (
        <div className={ui.row}>
          <Button variant="secondary" type="button" disabled={page <= 1} onClick={() => goToPage(page - 1)}>
            {t('tickets:previous')}
          </Button>
          <Button
            variant="secondary"
            type="button"
            disabled={rows.length < TICKETS_PAGE_SIZE}
            onClick={() => goToPage(page + 1)}
          >
            {t('tickets:next')}
          </Button>
        </div>
      )}
    </section>
  );
}
