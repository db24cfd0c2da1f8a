import { type AdminOrderRow, ORDER_STATUSES } from '@portal/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Banner } from '@/components/banner';
import { CustomerLink } from '@/components/customer-link';
import { DataTable } from '@/components/data-table';
import { Field, SelectField } from '@/components/field';
import ui from '@/components/ui.module.css';
import { useUrlFilters } from '@/hooks/use-url-filters';
import { formatDateTime } from '@/lib/format';
import { loadFailure } from '@/lib/load-failure';
import { useOrders } from './api';

const FILTERS = ['status', 'server_id', 'tariff_id', 'expiring_days', 'provisioning'] as const;

/** Every customer's orders, by status, server, tariff or how soon they run out. */
export function OrdersPage() {
  const { t } = useTranslation();
  const { values: filters, submit } = useUrlFilters(FILTERS);
  const orders = useOrders(filters);
  const columns = useMemo(() => {
    const column = createColumnHelper<AdminOrderRow>();
    return [
      column.accessor('id', {
        header: () => t('tables.order'),
        cell: (info) => <Link to={`/orders/${info.getValue()}`}>#{info.getValue()}</Link>,
      }),
      column.accessor('customer_id', {
        header: () => t('audit.customer'),
        cell: (info) => (
          <CustomerLink
            id={info.getValue()}
            name={info.row.original.customer_name}
            email={info.row.original.customer_email}
          />
        ),
      }),
      column.accessor('tariff', { header: () => t('tables.tariff') }),
      column.accessor('server', { header: () => t('orders.server') }),
      column.accessor('status', {
        header: () => t('tables.status'),
        cell: (info) => t(`order_statuses.${info.getValue()}`),
      }),
      column.accessor('expires_at', {
        header: () => t('tables.expires'),
        cell: (info) => formatDateTime(info.getValue()),
      }),
    ];
  }, [t]);
  return (
    <section className={ui.stack}>
      <h1>{t('orders.title')}</h1>
      <form className={ui.filters} onSubmit={submit}>
        <SelectField label={t('tables.status')} name="status" defaultValue={filters.status ?? ''}>
          <option value="">{t('payments.any')}</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`order_statuses.${status}`)}
            </option>
          ))}
        </SelectField>
        <Field
          label={t('orders.server_id')}
          name="server_id"
          inputMode="numeric"
          defaultValue={filters.server_id}
        />
        <Field
          label={t('orders.tariff_id')}
          name="tariff_id"
          inputMode="numeric"
          defaultValue={filters.tariff_id}
        />
        <Field
          label={t('orders.expiring_days')}
          name="expiring_days"
          inputMode="numeric"
          defaultValue={filters.expiring_days}
        />
        <SelectField
          label={t('orders.provisioning')}
          name="provisioning"
          defaultValue={filters.provisioning ?? ''}
        >
          <option value="">{t('payments.any')}</option>
          <option value="failing">{t('orders.provisioning_failing')}</option>
        </SelectField>
        <button className={ui.button} type="submit">
          {t('audit.filter')}
        </button>
      </form>
      <Banner tone="error">{orders.isError ? loadFailure(orders.error, t) : null}</Banner>
      {orders.data && (
        <DataTable
          caption={t('orders.title')}
          columns={columns}
          data={orders.data}
          empty={t('tables.none')}
        />
      )}
    </section>
  );
}
