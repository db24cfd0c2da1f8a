import { type AdminOrderRow, adminOrdersQuerySchema, ORDER_STATUSES } from '@portal/contracts';
import { Select, TextField } from '@portal/web-kit/ui';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { CustomerLink } from '@/components/customer-link';
import { FilteredTable } from '@/components/filtered-table';
import ui from '@/components/ui.module.css';
import { orderPath } from '@/config/paths';
import { useUrlFilters } from '@/hooks/use-url-filters';
import { orderStatusText } from '@/lib/cancellation-summary';
import { filterField } from '@/lib/form-schemas';
import { formatDateTime } from '@/lib/format';
import { useOrders } from './api/get-orders';

/** The filters as the form holds them, derived from the contract's query (an empty one means "any"). */
const { shape } = adminOrdersQuerySchema;
const orderFilterSchema = z.object({
  status: filterField(shape.status),
  server_id: filterField(shape.server_id),
  tariff_id: filterField(shape.tariff_id),
  expiring_days: filterField(shape.expiring_days),
  provisioning: filterField(shape.provisioning),
});

/** Every customer's orders, by status, server, tariff or how soon they run out. */
export function OrdersPage() {
  const { t } = useTranslation();
  const { values: filters, form, submit } = useUrlFilters(orderFilterSchema);
  const orders = useOrders(filters);
  const columns = useMemo(() => {
    const column = createColumnHelper<AdminOrderRow>();
    return [
      column.accessor('id', {
        header: () => t('tables:order'),
        cell: (info) => <Link to={orderPath(info.getValue())}>#{info.getValue()}</Link>,
      }),
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
      column.accessor('tariff', { header: () => t('tables:tariff') }),
      column.accessor('server', { header: () => t('orders:server') }),
      column.accessor('status', {
        header: () => t('tables:status'),
        cell: (info) => orderStatusText(info.getValue(), info.row.original.cancellation, t),
      }),
      column.accessor('expires_at', {
        header: () => t('tables:expires'),
        cell: (info) => formatDateTime(info.getValue()),
      }),
    ];
  }, [t]);
  return (
    <section className={ui.stack}>
      <h1>{t('orders:title')}</h1>
      <FilteredTable
        filters={{ form, submit }}
        list={orders}
        caption={t('orders:title')}
        columns={columns}
        empty={t('tables:none')}
      >
        <Select label={t('tables:status')} error={form.errorOf('status')} {...form.register('status')}>
          <option value="">{t('payments:any')}</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`order_statuses:${status}`)}
            </option>
          ))}
        </Select>
        <TextField
          label={t('orders:server_id')}
          inputMode="numeric"
          error={form.errorOf('server_id')}
          {...form.register('server_id')}
        />
        <TextField
          label={t('orders:tariff_id')}
          inputMode="numeric"
          error={form.errorOf('tariff_id')}
          {...form.register('tariff_id')}
        />
        <TextField
          label={t('orders:expiring_days')}
          inputMode="numeric"
          error={form.errorOf('expiring_days')}
          {...form.register('expiring_days')}
        />
        <Select
          label={t('orders:provisioning')}
          error={form.errorOf('provisioning')}
          {...form.register('provisioning')}
        >
          <option value="">{t('payments:any')}</option>
          <option value="failing">{t('orders:provisioning_failing')}</option>
        </Select>
      </FilteredTable>
    </section>
  );
}
