import {
  type AdminAlert,
  type AdminJob,
  type CallbackEntry,
  can,
  type Delivery,
  JOB_STATUSES,
  type StaffMe,
} from '@portal/contracts';
import { errorText } from '@portal/web-kit/errors';
import { Button, DataTable, Select } from '@portal/web-kit/ui';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { Banner } from '@/components/banner';
import ui from '@/components/ui.module.css';
import { formatDateTime } from '@/lib/format';
import { loadFailure } from '@/lib/load-failure';
import { useAlerts } from './api/get-alerts';
import { useCallbacks } from './api/get-callbacks';
import { useDeliveries } from './api/get-deliveries';
import { useJobs } from './api/get-jobs';
import { useResolveAlert } from './api/resolve-alert';
import { useRetryJob } from './api/retry-job';
import styles from './system.module.css';

const SECTIONS = ['alerts', 'jobs', 'deliveries', 'callbacks'] as const;
type Section = (typeof SECTIONS)[number];

const compact = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

function Jobs({ me }: { me: StaffMe }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<string>('failed');
  const jobs = useJobs(status);
  const retry = useRetryJob();
  const canRetry = can(me.role, 'system.manage');
  const columns = useMemo(() => {
    const column = createColumnHelper<AdminJob>();
    return [
      column.accessor('id', { header: () => t('system:job'), cell: (info) => `#${info.getValue()}` }),
      column.accessor('name', { header: () => t('system:name') }),
      column.accessor('status', {
        header: () => t('tables:status'),
        cell: (info) => t(`system:statuses.${info.getValue()}`),
      }),
      column.accessor((row) => `${row.attempts}/${row.max_attempts}`, {
        id: 'attempts',
        header: () => t('system:attempts'),
      }),
      column.accessor('run_at', {
        header: () => t('system:run_at'),
        cell: (info) => formatDateTime(info.getValue()),
      }),
      column.accessor('last_error', {
        header: () => t('system:error'),
        cell: (info) => <code className={ui.code}>{info.getValue() ?? ''}</code>,
      }),
      column.accessor('payload', {
        header: () => t('system:payload'),
        cell: (info) => <code className={ui.code}>{compact(info.getValue())}</code>,
      }),
      column.display({
        id: 'retry',
        header: () => <span className="visually-hidden">{t('system:retry')}</span>,
        cell: (info) =>
          canRetry && info.row.original.status === 'failed' ? (
            <Button
              variant="secondary"
              type="button"
              disabled={retry.isPending}
              onClick={() => retry.mutate(info.row.original.id)}
            >
              {t('system:retry')}
            </Button>
          ) : null,
      }),
    ];
  }, [t, canRetry, retry]);
  return (
    <div className={ui.stack}>
      <div className={ui.filters}>
        <Select label={t('tables:status')} value={status} onChange={(event) => setStatus(event.target.value)}>
          <option value="">{t('payments:any')}</option>
          {JOB_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`system:statuses.${value}`)}
            </option>
          ))}
        </Select>
      </div>
      <Banner tone="error">
        {jobs.isError
          ? loadFailure(jobs.error, t)
          : retry.isError
            ? errorText(t, retry.error, t('errors:INTERNAL'))
            : null}
      </Banner>
      {jobs.data && (
        <DataTable caption={t('system:jobs')} columns={columns} data={jobs.data} empty={t('tables:none')} />
      )}
    </div>
  );
}

/** What staff were alerted about (by e-mail and in the staff chat) and nobody has marked resolved. */
function Alerts({ me }: { me: StaffMe }) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const resolve = useResolveAlert();
  const canResolve = can(me.role, 'system.manage');
  const columns = useMemo(() => {
    const column = createColumnHelper<AdminAlert>();
    return [
      column.accessor('raised_at', {
        header: () => t('system:raised_at'),
        cell: (info) => formatDateTime(info.getValue()),
      }),
      column.accessor('kind', {
        header: () => t('system:alert'),
        cell: (info) => <strong>{t(`system:alert_kinds.${info.getValue()}`)}</strong>,
      }),
      column.accessor('summary', { header: () => t('system:summary') }),
      column.display({
        id: 'resolve',
        header: () => <span className="visually-hidden">{t('system:resolve')}</span>,
        cell: (info) =>
          canResolve ? (
            <Button
              variant="secondary"
              type="button"
              disabled={resolve.isPending}
              onClick={() => resolve.mutate(info.row.original.id)}
            >
              {t('system:resolve')}
            </Button>
          ) : null,
      }),
    ];
  }, [t, canResolve, resolve]);
  return (
    <div className={ui.stack}>
      <Banner tone="error">
        {alerts.isError
          ? loadFailure(alerts.error, t)
          : resolve.isError
            ? errorText(t, resolve.error, t('errors:INTERNAL'))
            : null}
      </Banner>
      {alerts.data && (
        <DataTable
          caption={t('system:alerts')}
          columns={columns}
          data={alerts.data}
          empty={t('system:no_alerts')}
        />
      )}
    </div>
  );
}

function Deliveries() {
  const { t } = useTranslation();
  const deliveries = useDeliveries();
  const columns = useMemo(() => {
    const column = createColumnHelper<Delivery>();
    return [
      column.accessor('at', {
        header: () => t('tables:when'),
        cell: (info) => formatDateTime(info.getValue()),
      }),
      // A channel or status the console has no words for yet shows as it is stored.
      column.accessor('channel', {
        header: () => t('system:channel'),
        cell: (info) => t(`system:delivery_channels.${info.getValue()}`, { defaultValue: info.getValue() }),
      }),
      column.accessor('to', { header: () => t('system:to') }),
      column.accessor('subject', { header: () => t('system:subject') }),
      column.accessor('status', {
        header: () => t('tables:status'),
        cell: (info) => t(`system:delivery_statuses.${info.getValue()}`, { defaultValue: info.getValue() }),
      }),
      column.accessor('error', { header: () => t('system:error'), cell: (info) => info.getValue() ?? '' }),
    ];
  }, [t]);
  if (deliveries.isError) return <Banner tone="error">{loadFailure(deliveries.error, t)}</Banner>;
  return deliveries.data ? (
    <DataTable
      caption={t('system:deliveries')}
      columns={columns}
      data={deliveries.data}
      empty={t('tables:none')}
    />
  ) : null;
}

function Callbacks() {
  const { t } = useTranslation();
  const callbacks = useCallbacks();
  const columns = useMemo(() => {
    const column = createColumnHelper<CallbackEntry>();
    return [
      column.accessor('at', {
        header: () => t('tables:when'),
        cell: (info) => formatDateTime(info.getValue()),
      }),
      column.accessor('provider', { header: () => t('tables:provider') }),
      column.accessor('method', { header: () => t('system:method') }),
      column.accessor('params', {
        header: () => t('system:params'),
        cell: (info) => <code className={ui.code}>{compact(info.getValue())}</code>,
      }),
      column.accessor('answer', {
        header: () => t('system:answer'),
        cell: (info) => <code className={ui.code}>{compact(info.getValue())}</code>,
      }),
    ];
  }, [t]);
  if (callbacks.isError) return <Banner tone="error">{loadFailure(callbacks.error, t)}</Banner>;
  return callbacks.data ? (
    <DataTable
      caption={t('system:callbacks')}
      columns={columns}
      data={callbacks.data}
      empty={t('tables:none')}
    />
  ) : null;
}

/** Open alerts (resolvable), background jobs (with retry), the delivery log and the provider callback log. */
export function SystemPage() {
  const { t } = useTranslation();
  const me = useOutletContext<StaffMe>();
  const [section, setSection] = useState<Section>('alerts');
  return (
    <section className={ui.stack}>
      <h1>{t('system:title')}</h1>
      <div className={styles.tabs}>
        {SECTIONS.map((name) => (
          <Button
            key={name}
            type="button"
            aria-pressed={section === name}
            variant={section === name ? 'primary' : 'secondary'}
            onClick={() => setSection(name)}
          >
            {t(`system:${name}`)}
          </Button>
        ))}
      </div>
      <h2>{t(`system:${section}`)}</h2>
      {section === 'alerts' && <Alerts me={me} />}
      {section === 'jobs' && <Jobs me={me} />}
      {section === 'deliveries' && <Deliveries />}
      {section === 'callbacks' && <Callbacks />}
    </section>
  );
}
