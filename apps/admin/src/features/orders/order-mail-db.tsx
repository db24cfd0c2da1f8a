import type { Database, Mailbox } from '@portal/contracts';
import { DataTable } from '@portal/web-kit/ui';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrderDatabases, useOrderMailboxes } from './api/get-order-mail-db';
import { PanelSection } from './panel-section';

/** The order's mailboxes with usage and forwarding, as the customer sees them; staff change them in the panel. */
export function OrderMailboxes({ orderId, live }: { orderId: number; live: boolean }) {
  const { t } = useTranslation();
  const boxes = useOrderMailboxes(orderId, live);
  const columns = useMemo(() => {
    const column = createColumnHelper<Mailbox>();
    return [
      column.accessor('address', { header: () => t('orders:mailbox') }),
      column.accessor('used_mb', {
        header: () => t('orders:mail_usage'),
        cell: (info) => {
          const box = info.row.original;
          return box.quota_mb === null
            ? t('orders:mb', { size: box.used_mb })
            : t('orders:mb_of', { used: box.used_mb, total: box.quota_mb });
        },
      }),
      column.accessor('forward', {
        header: () => t('orders:forward'),
        cell: (info) => (info.getValue().length > 0 ? info.getValue().join(', ') : '—'),
      }),
    ];
  }, [t]);
  return (
    <PanelSection
      id="order-mailboxes-title"
      title={t('orders:mailboxes')}
      live={live}
      noAccountText={t('orders:mail_db_no_account')}
      query={boxes}
    >
      {(data) => (
        <DataTable
          caption={t('orders:mailboxes')}
          columns={columns}
          data={data.mailboxes}
          empty={t('orders:mailboxes_none')}
        />
      )}
    </PanelSection>
  );
}

/** The order's databases with their user, size and host, as the customer sees them. */
export function OrderDatabases({ orderId, live }: { orderId: number; live: boolean }) {
  const { t } = useTranslation();
  const databases = useOrderDatabases(orderId, live);
  const columns = useMemo(() => {
    const column = createColumnHelper<Database>();
    return [
      column.accessor('name', { header: () => t('orders:database') }),
      column.accessor('users', {
        header: () => t('orders:database_user'),
        cell: (info) => info.getValue().join(', ') || '—',
      }),
      column.accessor('size_mb', {
        header: () => t('orders:database_size'),
        cell: (info) => t('orders:mb', { size: info.getValue() }),
      }),
      column.accessor('host', {
        header: () => t('orders:database_host'),
        cell: (info) => `${info.getValue()}:${info.row.original.port}`,
      }),
    ];
  }, [t]);
  return (
    <PanelSection
      id="order-databases-title"
      title={t('orders:databases')}
      live={live}
      noAccountText={t('orders:mail_db_no_account')}
      query={databases}
    >
      {(data) => (
        <DataTable
          caption={t('orders:databases')}
          columns={columns}
          data={data.databases}
          empty={t('orders:databases_none')}
        />
      )}
    </PanelSection>
  );
}
