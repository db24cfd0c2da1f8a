import { type CronJob, type FtpUser, usageLevel } from '@portal/contracts';
import { Card, DataTable } from '@portal/web-kit/ui';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/banner';
import ui from '@/components/ui.module.css';
import { loadFailure } from '@/lib/load-failure';
import { useOrderCronJobs, useOrderFtpUsers, useOrderUsage } from './api/get-order-tools';

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
    <Card as="section" aria-labelledby="order-usage-title">
      <h2 id="order-usage-title">{t('usage')}</h2>
      {!live ? (
        <p className={ui.hint}>{t('no_account')}</p>
      ) : usage.isError ? (
        <Banner tone="error">{loadFailure(usage.error, t)}</Banner>
      ) : !usage.data ? (
        <p role="status">{t('common:loading')}</p>
      ) : (
        <DataTable caption={t('usage')} columns={columns} data={rows} empty={t('none')} />
      )}
    </Card>
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
    <Card as="section" aria-labelledby="order-ftp-title">
      <h2 id="order-ftp-title">{t('ftp')}</h2>
      {!live ? (
        <p className={ui.hint}>{t('no_account')}</p>
      ) : list.isError ? (
        <Banner tone="error">{loadFailure(list.error, t)}</Banner>
      ) : !list.data ? (
        <p role="status">{t('common:loading')}</p>
      ) : (
        <DataTable caption={t('ftp')} columns={columns} data={list.data.users} empty={t('none')} />
      )}
    </Card>
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
    <Card as="section" aria-labelledby="order-cron-title">
      <h2 id="order-cron-title">{t('cron')}</h2>
      {!live ? (
        <p className={ui.hint}>{t('no_account')}</p>
      ) : list.isError ? (
        <Banner tone="error">{loadFailure(list.error, t)}</Banner>
      ) : !list.data ? (
        <p role="status">{t('common:loading')}</p>
      ) : (
        <DataTable caption={t('cron')} columns={columns} data={list.data.jobs} empty={t('none')} />
      )}
    </Card>
  );
}
