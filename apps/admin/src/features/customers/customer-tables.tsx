import type { CustomerDetail } from '@portal/contracts';
import { DataTable } from '@portal/web-kit/ui';
import { createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import ui from '@/components/ui.module.css';
import { orderStatusText } from '@/lib/cancellation-summary';
import { formatDateTime, formatSom } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { transactionsText } from '@/lib/transactions-text';
import styles from './customers.module.css';
import { LedgerDetail } from './ledger-detail';

type Ledger = CustomerDetail['ledger'][number];
type Order = CustomerDetail['orders'][number];
type Domain = CustomerDetail['domains'][number];
type Invoice = CustomerDetail['invoices'][number];
type Session = CustomerDetail['sessions'][number];

/** "Chrome 131 on Android 14"; a part the server could not tell ("?") is left out, and both make "Unknown device". */
function deviceWords({ browser, system }: Pick<Session, 'browser' | 'system'>, t: TFunction): string {
  const known = (part: string) => (part && part !== '?' ? part : '');
  if (known(browser) && known(system)) return t('tables:device_line', { browser, system });
  return known(browser) || known(system) || t('tables:device_unknown');
}
type Notice = CustomerDetail['notifications'][number];

const when = (iso: string | null) => (iso ? formatDateTime(iso) : '—');

/** The customer's history, one table per kind, newest first. */
export function CustomerTables({ customer }: { customer: CustomerDetail }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const som = useCallback(
    (amount: number) => t('common:som', { amount: formatSom(amount, lang) }),
    [t, lang],
  );

  const ledger = useMemo(() => {
    const column = createColumnHelper<Ledger>();
    return [
      column.accessor('created_at', {
        header: () => t('tables:when'),
        cell: (info) => when(info.getValue()),
      }),
      column.accessor('amount', {
        header: () => t('tables:amount'),
        cell: (info) => (
          <span className={info.getValue() > 0 ? styles.positive : styles.negative}>
            {info.getValue() > 0 ? '+' : '−'}
            {som(Math.abs(info.getValue()))}
          </span>
        ),
      }),
      column.accessor('reason', {
        header: () => t('tables:reason'),
        cell: (info) => t(`ledger_reasons:${info.getValue()}`),
      }),
      column.display({
        id: 'detail',
        header: () => t('tables:detail'),
        cell: (info) => (
          <LedgerDetail reference={info.row.original.reference} note={info.row.original.note} t={t} />
        ),
      }),
    ];
  }, [t, som]);

  const orders = useMemo(() => {
    const column = createColumnHelper<Order>();
    return [
      column.accessor('id', { header: () => t('tables:order'), cell: (info) => `#${info.getValue()}` }),
      column.accessor('tariff', { header: () => t('tables:tariff') }),
      column.accessor('status', {
        header: () => t('tables:status'),
        cell: (info) => orderStatusText(info.getValue(), info.row.original.cancellation, t),
      }),
      column.accessor('expires_at', {
        header: () => t('tables:expires'),
        cell: (info) => when(info.getValue()),
      }),
    ];
  }, [t]);

  const domains = useMemo(() => {
    const column = createColumnHelper<Domain>();
    return [
      column.accessor('name', { header: () => t('tables:domain') }),
      column.accessor('status', {
        header: () => t('tables:status'),
        cell: (info) => t(`domain_statuses:${info.getValue()}`, { defaultValue: info.getValue() }),
      }),
      column.accessor('expires_at', {
        header: () => t('tables:expires'),
        cell: (info) => when(info.getValue()),
      }),
      column.accessor('auto_renew', {
        header: () => t('tables:auto_renew'),
        cell: (info) => (info.getValue() ? t('tables:yes') : t('tables:no')),
      }),
      column.accessor('open_operation', {
        header: () => t('tables:under_way'),
        cell: (info) => {
          const operation = info.getValue();
          return operation ? t(`domains:actions.${operation.action}`) : '—';
        },
      }),
    ];
  }, [t]);

  const invoices = useMemo(() => {
    const column = createColumnHelper<Invoice>();
    return [
      column.accessor('id', { header: () => t('tables:invoice'), cell: (info) => `#${info.getValue()}` }),
      column.accessor('merchant', {
        header: () => t('tables:provider'),
        cell: (info) => t(`providers:${info.getValue()}`, { defaultValue: info.getValue() }),
      }),
      column.accessor('amount', { header: () => t('tables:amount'), cell: (info) => som(info.getValue()) }),
      column.accessor('status', {
        header: () => t('tables:status'),
        cell: (info) => t(`invoice_statuses:${info.getValue()}`, { defaultValue: info.getValue() }),
      }),
      column.accessor((row) => transactionsText(row.transactions, t), {
        id: 'transactions',
        header: () => t('tables:transactions'),
      }),
      column.accessor('created_at', {
        header: () => t('tables:when'),
        cell: (info) => when(info.getValue()),
      }),
    ];
  }, [t, som]);

  const sessions = useMemo(() => {
    const column = createColumnHelper<Session>();
    return [
      column.accessor('login_time', {
        header: () => t('tables:login'),
        cell: (info) => when(info.getValue()),
      }),
      column.accessor('last_active', {
        header: () => t('tables:last_active'),
        cell: (info) => when(info.getValue()),
      }),
      column.accessor('ended_at', {
        header: () => t('tables:state'),
        cell: (info) =>
          info.getValue() ? (
            <span className={ui.badge} data-tone="muted">
              {t('tables:ended', { at: when(info.getValue()) })}
            </span>
          ) : (
            <span className={ui.badge} data-tone="success">
              {t('tables:open')}
            </span>
          ),
      }),
      column.accessor('ip_address', { header: () => t('tables:ip') }),
      column.accessor('user_agent', {
        header: () => t('tables:device'),
        cell: (info) => <span title={info.getValue()}>{deviceWords(info.row.original, t)}</span>,
      }),
    ];
  }, [t]);

  const notices = useMemo(() => {
    const column = createColumnHelper<Notice>();
    return [
      column.accessor('created_at', {
        header: () => t('tables:when'),
        cell: (info) => when(info.getValue()),
      }),
      column.accessor('kind', {
        header: () => t('tables:kind'),
        cell: (info) => t(`notification_kinds:${info.getValue()}`, { defaultValue: info.getValue() }),
      }),
      column.accessor('read', {
        header: () => t('tables:state'),
        cell: (info) => (info.getValue() ? t('tables:read') : t('tables:unread')),
      }),
    ];
  }, [t]);

  const sections: [string, React.ReactNode][] = [
    [
      'ledger',
      <DataTable
        key="l"
        caption={t('tables:ledger')}
        columns={ledger}
        data={customer.ledger}
        empty={t('tables:none')}
      />,
    ],
    [
      'orders',
      <DataTable
        key="o"
        caption={t('tables:orders')}
        columns={orders}
        data={customer.orders}
        empty={t('tables:none')}
      />,
    ],
    [
      'domains',
      <DataTable
        key="d"
        caption={t('tables:domains')}
        columns={domains}
        data={customer.domains}
        empty={t('tables:none')}
      />,
    ],
    [
      'invoices',
      <DataTable
        key="i"
        caption={t('tables:invoices')}
        columns={invoices}
        data={customer.invoices}
        empty={t('tables:none')}
      />,
    ],
    [
      'sessions',
      <DataTable
        key="s"
        caption={t('tables:sessions')}
        columns={sessions}
        data={customer.sessions}
        empty={t('tables:none')}
      />,
    ],
    [
      'notifications',
      <DataTable
        key="n"
        caption={t('tables:notifications')}
        columns={notices}
        data={customer.notifications}
        empty={t('tables:none')}
      />,
    ],
  ];
  return (
    <>
      {sections.map(([key, table]) => (
        <section key={key} className={ui.stack} aria-labelledby={`${key}-title`}>
          <h2 id={`${key}-title`}>{t(`tables:${key}`)}</h2>
          {table}
        </section>
      ))}
    </>
  );
}
