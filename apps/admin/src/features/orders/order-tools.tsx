import { type CronJob, type FtpUser, usageLevel } from '@portal/contracts';
import { DataTable } from '@portal/web-kit/ui';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrderCronJobs, useOrderFtpUsers, useOrderUsage } from './api/get-order-tools';
import { PanelSection } from './panel-section';

// The order's usage, FTP accounts and cron jobs as the customer sees them; staff change them in the panel.

type Props = { orderId: number; live: boolean };

type UsageRow = { key: string; used: number; limit: number | null };

export function OrderUsage({ orderId, live }: Props) {
  const { t } = useTranslation('order_tools');
  const usage = useOrderUsage(orderId, live);
  const rows: UsageRow[] = usage.data
    ? [
        { key: 'disk', used: usage.data.disk.used, limit: usage.data.disk.limit },
        ...usage.data.resources.map((resource) => ({
          key: resource.kind,
          used: resource.used,
          limit: resource.limit,
        })),
      ]
    : [];
  const columns = useMemo(() => {
    const column = createColumnHelper<UsageRow>();
    return [
      column.accessor('key', { header: () => t('resource'), cell: (info) => t(`kinds.${info.getValue()}`) }),
      column.accessor('used', {
        header: () => t('used'),
        cell: (info) => {
          const row = info.row.original;
          const level = usageLevel(row);
          const text =
            row.limit === null
              ? t('no_limit', { used: row.used })
              : t('used_of', { used: row.used, limit: row.limit });
          return level === 'ok' ? text : `${text} · ${t(`levels.${level}`)}`;
        },
      }),
    ];
  }, [t]);
  return (
    <PanelSection
      id="order-usage-title"
      title={t('usage')}
      live={live}
      noAccountText={t('no_account')}
      query={usage}
    >
      {() => <DataTable caption={t('usage')} columns={columns} data={rows} empty={t('none')} />}
    </PanelSection>
  );
}

export function OrderFtpUsers({ orderId, live }: Props) {
  const { t } = useTranslation('order_tools');
  const list = useOrderFtpUsers(orderId, live);
  const columns = useMemo(() => {
    const column = createColumnHelper<FtpUser>();
    return [
      column.accessor('name', {
        header: () => t('ftp_name'),
        cell: (info) => (info.row.original.main ? `${info.getValue()} (${t('ftp_main')})` : info.getValue()),
      }),
      column.accessor('home_path', { header: () => t('ftp_folder') }),
    ];
  }, [t]);
  return (
    <PanelSection
      id="order-ftp-title"
      title={t('ftp')}
      live={live}
      noAccountText={t('no_account')}
      query={list}
    >
      {(data) => <DataTable caption={t('ftp')} columns={columns} data={data.users} empty={t('none')} />}
    </PanelSection>
  );
}

export function OrderCronJobs({ orderId, live }: Props) {
  const { t } = useTranslation('order_tools');
  const list = useOrderCronJobs(orderId, live);
  const columns = useMemo(() => {
    const column = createColumnHelper<CronJob>();
    return [
      column.accessor('command', { header: () => t('cron_command') }),
      column.accessor('schedule_text', {
        header: () => t('cron_schedule'),
        cell: (info) => `${info.getValue()} (${info.row.original.expression})`,
      }),
    ];
  }, [t]);
  return (
    <PanelSection
      id="order-cron-title"
      title={t('cron')}
      live={live}
      noAccountText={t('no_account')}
      query={list}
    >
      {(data) => <DataTable caption={t('cron')} columns={columns} data={data.jobs} empty={t('none')} />}
    </PanelSection>
  );
}
