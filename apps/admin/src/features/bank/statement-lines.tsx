import type { BankStatementLine } from '@portal/contracts';
import { Button, DataTable } from '@portal/web-kit/ui';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { customerPath } from '@/config/paths';
import { formatDay, formatSom } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import styles from './bank.module.css';

/**
 * A statement's lines (or the unmatched queue): date, amount, payer, purpose, what matching found; with
 * `onHandle`, each line gets the button that opens what staff may do about it.
 */
export function StatementLines({
  caption,
  lines,
  onHandle,
}: {
  caption: string;
  lines: BankStatementLine[];
  onHandle?: ((line: BankStatementLine) => void) | undefined;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const columns = useMemo(() => {
    const column = createColumnHelper<BankStatementLine>();
    return [
      column.accessor('paid_on', {
        header: () => t('bank:paid_on'),
        cell: (info) => formatDay(info.getValue()),
      }),
      column.accessor('amount', {
        header: () => t('tables:amount'),
        cell: (info) => t('common:som', { amount: formatSom(info.getValue(), lang) }),
      }),
      column.accessor((row) => `${row.payer_name} (${row.payer_stir})`, {
        id: 'payer',
        header: () => t('bank:payer'),
      }),
      column.accessor('purpose', {
        header: () => t('bank:purpose'),
        cell: (info) => <span className={styles.purpose}>{info.getValue()}</span>,
      }),
      column.accessor('customer_id', {
        header: () => t('bank:customer'),
        cell: (info) => {
          const id = info.getValue();
          return id === null ? '—' : <Link to={customerPath(id)}>#{id}</Link>;
        },
      }),
      column.accessor('status', {
        header: () => t('tables:status'),
        cell: (info) => (
          <span className={styles.status} data-status={info.getValue()}>
            {t(`bank:statuses.${info.getValue()}`)}
          </span>
        ),
      }),
      ...(onHandle
        ? [
            column.display({
              id: 'actions',
              header: () => t('bank:actions'),
              cell: (info) => (
                <Button
                  variant="secondary"
                  type="button"
                  aria-label={t('bank:handle_line', { line: info.row.original.line_no })}
                  onClick={() => onHandle(info.row.original)}
                >
                  {t('bank:handle')}
                </Button>
              ),
            }),
          ]
        : []),
    ];
  }, [t, lang, onHandle]);
  return <DataTable caption={caption} columns={columns} data={lines} empty={t('bank:no_lines')} />;
}
