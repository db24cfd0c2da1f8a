import {
  type AdminOrderDetail,
  can,
  orderExpiryRequestSchema,
  STAFF_ORDER_ACTIONS,
  type StaffMe,
} from '@portal/contracts';
import { errorText } from '@portal/web-kit/errors';
import { FormBanner, useApiForm } from '@portal/web-kit/form';
import { Button, Card, DataTable, Select, TextArea } from '@portal/web-kit/ui';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useOutletContext, useParams } from 'react-router';
import { z } from 'zod';
import { Banner } from '@/components/banner';
import { DayField } from '@/components/day-field';
import ui from '@/components/ui.module.css';
import { customerPath, paths } from '@/config/paths';
import { orderStatusText } from '@/lib/cancellation-summary';
import { optionalDayInput } from '@/lib/form-schemas';
import { dayEnd, formatDateTime } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { loadFailure } from '@/lib/load-failure';
import { useOrderChange } from './api/change-order';
import { useOrder } from './api/get-order';
import { OrderCancellationCard } from './order-cancellation';
import { OrderDnsRecords } from './order-dns-records';
import { describeOrderEvent, panelFailure } from './order-event';
import { OrderDatabases, OrderMailboxes } from './order-mail-db';
import { OrderSites } from './order-sites';
import { OrderCronJobs, OrderFtpUsers, OrderUsage } from './order-tools';
import styles from './orders.module.css';

type Event = AdminOrderDetail['events'][number];
type Change = 'suspend' | 'resume' | 'cancel' | 'expiry';

/** What staff may do to an order in its status. */
const CHANGES: Record<AdminOrderDetail['status'], Change[]> = {
  progress: ['cancel'],
  active: ['suspend', 'expiry', 'cancel'],
  week: ['suspend', 'expiry', 'cancel'],
  suspended: ['resume', 'expiry', 'cancel'],
  cancelled: [],
};

/** Moving the paid-until date is a money decision (owner, billing); the other changes are orders.manage. */
const allowedChange = (role: StaffMe['role'], change: Change) =>
  can(role, change === 'expiry' ? 'orders.expiry' : 'orders.manage');

/**
 * The change as the form holds it, derived from the contract's expiry change: the reason by the contract's rule,
 * the chosen action, and the new expiry as the date input's day (needed only to move the paid-until date).
 */
const changeFormSchema = orderExpiryRequestSchema
  .extend({ action: z.enum([...STAFF_ORDER_ACTIONS, 'expiry']), expires_at: optionalDayInput })
  .refine((values) => values.action !== 'expiry' || values.expires_at !== '', {
    error: 'date_invalid',
    path: ['expires_at'],
  });

function OrderChangeForm({ order, role }: { order: AdminOrderDetail; role: StaffMe['role'] }) {
  const { t } = useTranslation();
  const change = useOrderChange(order.id);
  const choices = CHANGES[order.status].filter((choice) => allowedChange(role, choice));
  const form = useApiForm({
    schema: changeFormSchema,
    defaultValues: { action: choices[0] ?? 'expiry', reason: '', expires_at: '' },
  });
  const current = form.watch('action');
  const submit = form.handleSubmit(async ({ action, reason, expires_at }) => {
    form.showBanner(undefined);
    try {
      await change.mutateAsync({
        action,
        reason,
        ...(action === 'expiry' ? { expires_at: dayEnd(expires_at) } : {}),
      });
      form.reset({ action, reason: '', expires_at: '' });
      form.showBanner({ variant: 'success', text: t('orders:changed') });
    } catch (error) {
      form.showError(error, t('errors:INTERNAL'));
    }
  });
  if (choices.length === 0) return <p className={ui.hint}>{t('orders:no_changes')}</p>;
  return (
    <form className={ui.form} noValidate onSubmit={submit}>
      <h2>{t('orders:change')}</h2>
      <FormBanner banner={form.banner} />
      <Select label={t('orders:action')} error={form.errorOf('action')} {...form.register('action')}>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {t(`orders:actions.${choice}`)}
          </option>
        ))}
      </Select>
      {current === 'expiry' && <DayField form={form} name="expires_at" label={t('orders:new_expiry')} />}
      <TextArea
        label={t('orders:reason')}
        hint={t('orders:reason_hint')}
        maxLength={500}
        error={form.errorOf('reason')}
        {...form.register('reason')}
      />
      <Button variant={current === 'cancel' ? 'danger' : 'primary'} type="submit" disabled={change.isPending}>
        {t('orders:apply')}
      </Button>
    </form>
  );
}

/** An order still being set up: after fixing what the panel refused, staff run its provisioning now. */
function RetryProvisioning({ id }: { id: number }) {
  const { t } = useTranslation();
  const change = useOrderChange(id);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  return (
    <Card as="section" className={ui.form} aria-labelledby="retry-title">
      <h2 id="retry-title">{t('orders:provisioning')}</h2>
      <p className={ui.hint}>{t('orders:retry_hint')}</p>
      <Banner tone={message?.tone ?? 'error'}>{message?.text}</Banner>
      <div>
        <Button
          type="button"
          disabled={change.isPending}
          onClick={async () => {
            setMessage(null);
            try {
              await change.mutateAsync({ action: 'retry', reason: '' });
              setMessage({ tone: 'success', text: t('orders:retried') });
            } catch (error) {
              setMessage({ tone: 'error', text: errorText(t, error, t('errors:INTERNAL')) });
            }
          }}
        >
          {t('orders:retry_provisioning')}
        </Button>
      </div>
    </Card>
  );
}

/** One order: its facts, its history of status changes and panel calls, and the changes staff may make. */
export function OrderPage() {
  const { t } = useTranslation();
  const me = useOutletContext<StaffMe>();
  const id = Number(useParams().id);
  const order = useOrder(id);
  const lang = currentLanguage();
  const columns = useMemo(() => {
    const column = createColumnHelper<Event>();
    return [
      column.accessor('at', {
        header: () => t('tables:when'),
        cell: (info) => formatDateTime(info.getValue()),
      }),
      column.accessor((row) => describeOrderEvent(row, t, lang), {
        id: 'what',
        header: () => t('orders:what_happened'),
        cell: (info) => {
          const failure = panelFailure(info.row.original);
          return (
            <>
              {info.getValue()}
              {failure && <span className={`${ui.hint} ${styles.detail}`}> — {failure}</span>}
            </>
          );
        },
      }),
      column.accessor('ok', {
        header: () => t('orders:ok'),
        cell: (info) =>
          info.getValue() ? (
            t('orders:done')
          ) : (
            <span className={ui.badge} data-tone="danger">
              {t('orders:failed')}
            </span>
          ),
      }),
    ];
  }, [t, lang]);
  if (order.isError) return <Banner tone="error">{loadFailure(order.error, t)}</Banner>;
  if (!order.data) return <p role="status">{t('common:loading')}</p>;
  const data = order.data;
  // Sites and records live in the panel account: none before provisioning made it or after the order ended.
  const hasAccount = data.status !== 'progress' && data.status !== 'cancelled';
  return (
    <section className={ui.stack}>
      <Link to={paths.orders}>{t('orders:back')}</Link>
      <h1>
        {t('tables:order')} #{data.id}
      </h1>
      <div className={styles.grid}>
        <div className={ui.stack}>
          <Card as="section">
            <p>
              {t('audit:customer')}:{' '}
              <Link to={customerPath(data.customer_id)}>
                {data.customer_name ?? `#${data.customer_id}`}
                {data.customer_email ? ` (${data.customer_email})` : ''}
              </Link>{' '}
              · {data.tariff} · {data.server} · {orderStatusText(data.status, data.cancellation, t)} ·{' '}
              {t('tables:expires')}: {formatDateTime(data.expires_at)}
            </p>
          </Card>
          {data.cancellation && <OrderCancellationCard cancellation={data.cancellation} />}
          <OrderSites orderId={data.id} live={hasAccount} />
          <OrderDnsRecords orderId={data.id} live={hasAccount} />
          <OrderMailboxes orderId={data.id} live={hasAccount} />
          <OrderDatabases orderId={data.id} live={hasAccount} />
          <OrderUsage orderId={data.id} live={hasAccount} />
          <OrderFtpUsers orderId={data.id} live={hasAccount} />
          <OrderCronJobs orderId={data.id} live={hasAccount} />
          <h2>{t('orders:history')}</h2>
          <DataTable
            caption={t('orders:history')}
            columns={columns}
            data={data.events}
            empty={t('tables:none')}
          />
        </div>
        {(can(me.role, 'orders.manage') || can(me.role, 'orders.expiry')) && (
          <div className={ui.stack}>
            {data.status === 'progress' && can(me.role, 'orders.manage') && (
              <RetryProvisioning id={data.id} />
            )}
            <Card as="section">
              <OrderChangeForm order={data} role={me.role} />
            </Card>
          </div>
        )}
      </div>
    </section>
  );
}
