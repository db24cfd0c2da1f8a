import type { Site } from '@portal/contracts';
import { Card, DataTable } from '@portal/web-kit/ui';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/banner';
import ui from '@/components/ui.module.css';
import { formatDateTime } from '@/lib/format';
import { loadFailure } from '@/lib/load-failure';
import { useOrderSites } from './api/get-order-sites';

/** The order's sites, their PHP and certificate, as the customer sees them; staff change them in the panel. */
export function OrderSites({ orderId, live }: { orderId: number; live: boolean }) {
  const { t } = useTranslation();
  const sites = useOrderSites(orderId, live);
  const columns = useMemo(() => {
    const column = createColumnHelper<Site>();
    return [
      column.accessor('display_name', { header: () => t('orders:site') }),
      column.accessor('php_version', {
        header: () => t('orders:php'),
        cell: (info) => info.getValue() ?? '—',
      }),
      column.accessor('ssl', {
        header: () => t('orders:certificate'),
        cell: (info) => {
          const ssl = info.getValue();
          return t(`orders:ssl_states.${ssl.state}`, {
            date: ssl.expires_at ? formatDateTime(ssl.expires_at) : '',
          });
        },
      }),
    ];
  }, [t]);
  return (
    <Card as="section" aria-labelledby="order-sites-title">
      <h2 id="order-sites-title">{t('orders:sites')}</h2>
      {!live ? (
        <p className={ui.hint}>{t('orders:sites_no_account')}</p>
      ) : sites.isError ? (
        <Banner tone="error">{loadFailure(sites.error, t)}</Banner>
      ) : !sites.data ? (
        <p role="status">{t('common:loading')}</p>
      ) : (
        <DataTable
          caption={t('orders:sites')}
          columns={columns}
          data={sites.data.sites}
          empty={t('orders:sites_none')}
        />
      )}
    </Card>
  );
}
