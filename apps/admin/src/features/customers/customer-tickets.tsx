import type { AdminTicketRow } from '@portal/contracts';
import { Card, DataTable } from '@portal/web-kit/ui';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Banner } from '@/components/banner';
import ui from '@/components/ui.module.css';
import { paths, ticketPath } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { loadFailure } from '@/lib/load-failure';
import { CUSTOMER_TICKETS_SHOWN, useCustomerTickets } from './api/get-customer-tickets';

const column = createColumnHelper<AdminTicketRow>();

/** The customer's latest tickets (subject, status in words, last activity), and the queue filtered by them. */
export function CustomerTickets({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const tickets = useCustomerTickets(customerId);
  const columns = useMemo(
    () => [
      column.accessor('subject', {
        header: () => t('customers:ticket_subject'),
        cell: (info) => (
          <Link to={ticketPath(info.row.original.id)}>
            #{info.row.original.id} {info.getValue()}
          </Link>
        ),
      }),
      column.accessor('status', {
        header: () => t('customers:ticket_status'),
        cell: (info) => t(`tickets:statuses.${info.getValue()}`),
      }),
      column.accessor('last_message_at', {
        header: () => t('customers:ticket_last_activity'),
        cell: (info) => formatDateTime(info.getValue()),
      }),
    ],
    [t],
  );
  const rows = tickets.data?.slice(0, CUSTOMER_TICKETS_SHOWN);
  return (
    <Card as="section" className={ui.stack} aria-labelledby="tickets-title">
      <h2 id="tickets-title">{t('customers:tickets_title')}</h2>
      <Banner tone="error">{tickets.isError ? loadFailure(tickets.error, t) : null}</Banner>
      {rows && (
        <DataTable
          caption={t('customers:tickets_caption', { count: CUSTOMER_TICKETS_SHOWN })}
          columns={columns}
          data={rows}
          empty={t('customers:tickets_none')}
        />
      )}
      {rows && rows.length > 0 && (
        <Link to={`${paths.tickets}?customer=${customerId}`}>{t('customers:tickets_all')}</Link>
      )}
    </Card>
  );
}
