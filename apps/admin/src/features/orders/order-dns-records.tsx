import type { DnsRecord } from '@portal/contracts';
import { Card, DataTable, Select } from '@portal/web-kit/ui';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/banner';
import ui from '@/components/ui.module.css';
import { loadFailure } from '@/lib/load-failure';
import { useOrderDnsRecords } from './api/get-order-dns-records';
import { useOrderSites } from './api/get-order-sites';

/** The DNS records of the order's sites' zones, as the customer sees them; staff change them in the panel. */
export function OrderDnsRecords({ orderId, live }: { orderId: number; live: boolean }) {
  const { t } = useTranslation();
  // The zones are the sites' names: the same answer the sites card reads (one request for both).
  const sites = useOrderSites(orderId, live);
  const zones = sites.data?.sites.map((site) => ({ value: site.name, label: site.display_name })) ?? [];
  const [chosen, setChosen] = useState<string>();
  const zone = chosen && zones.some((each) => each.value === chosen) ? chosen : zones[0]?.value;
  return (
    <Card as="section" aria-labelledby="order-dns-title">
      <h2 id="order-dns-title">{t('orders:dns')}</h2>
      {!live ? (
        <p className={ui.hint}>{t('orders:sites_no_account')}</p>
      ) : sites.isError ? (
        <Banner tone="error">{loadFailure(sites.error, t)}</Banner>
      ) : !sites.data ? (
        <p role="status">{t('common:loading')}</p>
      ) : zone === undefined ? (
        <p className={ui.hint}>{t('orders:dns_no_zones')}</p>
      ) : (
        <>
          {zones.length > 1 && (
            <Select
              label={t('orders:dns_zone')}
              options={zones}
              value={zone}
              onChange={(event) => setChosen(event.target.value)}
            />
          )}
          <ZoneRecords orderId={orderId} zone={zone} />
        </>
      )}
    </Card>
  );
}

function ZoneRecords({ orderId, zone }: { orderId: number; zone: string }) {
  const { t } = useTranslation();
  const records = useOrderDnsRecords(orderId, zone);
  const columns = useMemo(() => {
    const column = createColumnHelper<DnsRecord>();
    return [
      column.accessor('type', { header: () => t('orders:dns_type') }),
      column.accessor('name', { header: () => t('orders:dns_name') }),
      column.accessor('value', {
        header: () => t('orders:dns_value'),
        cell: (info) => <span className={ui.code}>{info.getValue()}</span>,
      }),
      column.accessor('priority', {
        header: () => t('orders:dns_priority'),
        cell: (info) => info.getValue() ?? '—',
      }),
      column.accessor('ttl', { header: () => t('orders:dns_ttl') }),
    ];
  }, [t]);
  if (records.isError) return <Banner tone="error">{loadFailure(records.error, t)}</Banner>;
  if (!records.data) return <p role="status">{t('common:loading')}</p>;
  return (
    <DataTable
      caption={t('orders:dns_records_of', { zone })}
      columns={columns}
      data={records.data.records}
      empty={t('orders:dns_none')}
    />
  );
}
