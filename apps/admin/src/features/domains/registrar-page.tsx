import { can, type DriftItem, type StaffMe } from '@portal/contracts';
import { errorText } from '@portal/web-kit/errors';
import { Button, Card, DataTable } from '@portal/web-kit/ui';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { Banner } from '@/components/banner';
import ui from '@/components/ui.module.css';
import { formatDateTime, formatSom } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { loadFailure } from '@/lib/load-failure';
import { useDrift } from './api/get-drift';
import { useRegistrarStatus } from './api/get-registrar-status';
import { useSyncNow } from './api/sync-now';
import styles from './domains.module.css';
import { DomainsTabs } from './domains-tabs';

const compact = (value: unknown) => {
  if (value === null || value === undefined) return '';
  const { domain: _name, ...rest } = value as Record<string, unknown>;
  return JSON.stringify(rest);
};

function Balance() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const status = useRegistrarStatus();
  if (status.isError) return <Banner tone="error">{loadFailure(status.error, t)}</Banner>;
  const data = status.data;
  if (!data) return <p role="status">{t('common:loading')}</p>;
  const threshold = formatSom(data.threshold, lang);
  return (
    <div className={styles.columns}>
      <Card as="section" aria-labelledby="balance-title">
        <h2 id="balance-title">{t('registrar:balance')}</h2>
        {!data.configured ? (
          <p className={ui.hint}>{t('registrar:not_configured')}</p>
        ) : data.balance === null ? (
          <p className={styles.warning} role="alert">
            {t('registrar:unreachable')}
          </p>
        ) : (
          <>
            <p className={styles.figure}>{t('registrar:usd', { amount: formatSom(data.balance, lang) })}</p>
            {data.low ? (
              <p className={styles.warning} role="alert">
                {t('registrar:low', { threshold })}
              </p>
            ) : (
              <p className={ui.hint}>{t('registrar:enough', { threshold })}</p>
            )}
          </>
        )}
      </Card>
      <Card as="section" aria-labelledby="waiting-title">
        <h2 id="waiting-title">{t('registrar:waiting')}</h2>
        <dl className={styles.facts}>
          <dt>{t('registrar:open_manual')}</dt>
          <dd>{data.open_manual}</dd>
          <dt>{t('registrar:unknown_outcome')}</dt>
          <dd>{data.unknown_outcome}</dd>
        </dl>
      </Card>
    </div>
  );
}

function DriftTable({ caption, rows }: { caption: string; rows: DriftItem[] }) {
  const { t } = useTranslation();
  const columns = useMemo(() => {
    const column = createColumnHelper<DriftItem>();
    return [
      column.accessor('at', {
        header: () => t('tables:when'),
        cell: (info) => {
          const at = info.getValue();
          return at ? formatDateTime(at) : t('registrar:now');
        },
      }),
      column.accessor('name', { header: () => t('registrar:domain') }),
      column.accessor('before', {
        header: () => t('registrar:before'),
        cell: (info) => <code className={ui.code}>{compact(info.getValue())}</code>,
      }),
      column.accessor('after', {
        header: () => t('registrar:after'),
        cell: (info) => <code className={ui.code}>{compact(info.getValue())}</code>,
      }),
    ];
  }, [t]);
  return <DataTable caption={caption} columns={columns} data={rows} empty={t('registrar:no_drift')} />;
}

/** The reseller account's balance, what waits, and where our records and the registrar's differ. */
export function RegistrarPage() {
  const { t } = useTranslation();
  const me = useOutletContext<StaffMe>();
  const [dryRun, setDryRun] = useState(false);
  const drift = useDrift(dryRun);
  const sync = useSyncNow();
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const runSync = async () => {
    setMessage(null);
    try {
      const result = await sync.mutateAsync();
      setMessage({ tone: 'success', text: t('registrar:synced', { ...result }) });
    } catch (error) {
      setMessage({ tone: 'error', text: errorText(t, error, t('errors:INTERNAL')) });
    }
  };
  return (
    <section className={ui.stack}>
      <h1>{t('domains:title')}</h1>
      <DomainsTabs />
      <Balance />
      <section className={ui.stack} aria-labelledby="drift-title">
        <h2 id="drift-title">{t('registrar:drift')}</h2>
        <p className={ui.hint}>{t('registrar:drift_intro')}</p>
        <Banner tone={message?.tone ?? 'error'}>{message?.text}</Banner>
        <Banner tone="error">{drift.isError ? loadFailure(drift.error, t) : null}</Banner>
        <div className={ui.row}>
          <Button
            variant="secondary"
            type="button"
            disabled={drift.isFetching}
            onClick={() => (dryRun ? void drift.refetch() : setDryRun(true))}
          >
            {t('registrar:dry_run')}
          </Button>
          {can(me.role, 'domains.fulfil') && (
            <Button type="button" disabled={sync.isPending} onClick={() => void runSync()}>
              {t('registrar:sync_now')}
            </Button>
          )}
        </div>
        {drift.isFetching && <p role="status">{t('common:loading')}</p>}
        {drift.data?.pending && (
          <>
            <h3>{t('registrar:pending')}</h3>
            <DriftTable caption={t('registrar:pending')} rows={drift.data.pending} />
          </>
        )}
        {drift.data && (
          <>
            <h3>{t('registrar:recent')}</h3>
            <DriftTable caption={t('registrar:recent')} rows={drift.data.recent} />
          </>
        )}
      </section>
    </section>
  );
}
