import { type AdjustmentRequest, adjustmentDecisionRequestSchema, type StaffMe } from '@portal/contracts';
import { FormBanner, useApiForm } from '@portal/web-kit/form';
import { Button, Card, DataTable, TextArea } from '@portal/web-kit/ui';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useOutletContext } from 'react-router';
import { Banner } from '@/components/banner';
import ui from '@/components/ui.module.css';
import { customerPath } from '@/config/paths';
import { formatDateTime, formatSom } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { loadFailure } from '@/lib/load-failure';
import styles from './adjustments.module.css';
import { type Decision, useDecideAdjustment } from './api/decide-adjustment';
import { useAdjustmentRequests } from './api/get-adjustment-requests';

/** "+1,500,000 som" or "−20,000 som". */
function useSignedSom() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  return (amount: number) =>
    `${amount > 0 ? '+' : '−'}${t('common:som', { amount: formatSom(Math.abs(amount), lang) })}`;
}

function CustomerLinks({ customer }: { customer: AdjustmentRequest['customer'] }) {
  const to = customerPath(customer.id);
  return (
    <>
      <Link to={to}>{customer.name || `#${customer.id}`}</Link>
      {customer.email && (
        <>
          {' '}
          (<Link to={to}>{customer.email}</Link>)
        </>
      )}
    </>
  );
}

function DecisionForm({ request, onDone }: { request: AdjustmentRequest; onDone: (text: string) => void }) {
  const { t } = useTranslation();
  const decide = useDecideAdjustment();
  const signedSom = useSignedSom();
  const form = useApiForm({ schema: adjustmentDecisionRequestSchema, defaultValues: { reason: '' } });
  const submit = (decision: Decision) =>
    form.handleSubmit(async (body) => {
      form.showBanner(undefined);
      try {
        await decide.mutateAsync({ id: request.id, customerId: request.customer.id, decision, body });
        const amount = signedSom(request.amount);
        onDone(
          decision === 'approve'
            ? t('approvals:approved', { amount, customer: request.customer.name })
            : t('approvals:rejected', { amount, customer: request.customer.name }),
        );
      } catch (error) {
        form.showError(error, t('errors:INTERNAL'));
      }
    });
  return (
    <form className={ui.form} noValidate onSubmit={(event) => event.preventDefault()}>
      <FormBanner banner={form.banner} />
      <TextArea
        label={t('approvals:reason')}
        hint={t('approvals:reason_hint')}
        maxLength={500}
        error={form.errorOf('reason')}
        {...form.register('reason')}
      />
      <div className={ui.row}>
        <Button type="button" disabled={decide.isPending} onClick={submit('approve')}>
          {t('approvals:approve', { amount: signedSom(request.amount) })}
        </Button>
        <Button variant="danger" type="button" disabled={decide.isPending} onClick={submit('reject')}>
          {t('approvals:reject')}
        </Button>
      </div>
    </form>
  );
}

function PendingCard({
  request,
  me,
  onDone,
}: {
  request: AdjustmentRequest;
  me: StaffMe;
  onDone: (text: string) => void;
}) {
  const { t } = useTranslation();
  const signedSom = useSignedSom();
  const titleId = `adjustment-${request.id}`;
  return (
    <Card as="li" className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={request.amount > 0 ? styles.credit : styles.debit}>
        {signedSom(request.amount)}
      </h2>
      <dl className={styles.facts}>
        <dt>{t('approvals:customer')}</dt>
        <dd>
          <CustomerLinks customer={request.customer} />
        </dd>
        <dt>{t('adjust:category')}</dt>
        <dd>{t(`adjust:categories.${request.category}`)}</dd>
        <dt>{t('adjust:reason')}</dt>
        <dd>{request.reason}</dd>
        <dt>{t('approvals:requested')}</dt>
        <dd>
          {t('approvals:requested_by', {
            name: request.requested_by.name,
            at: formatDateTime(request.requested_at),
          })}
        </dd>
      </dl>
      {request.requested_by.id === me.id ? (
        <p className={ui.hint}>{t('approvals:own_request')}</p>
      ) : (
        <DecisionForm request={request} onDone={onDone} />
      )}
    </Card>
  );
}

function Decided() {
  const { t } = useTranslation();
  const signedSom = useSignedSom();
  const decided = useAdjustmentRequests('decided');
  const columns = useMemo(() => {
    const column = createColumnHelper<AdjustmentRequest>();
    return [
      column.accessor('decided_at', {
        header: () => t('tables:when'),
        cell: (info) => (info.getValue() ? formatDateTime(info.getValue() ?? '') : '—'),
      }),
      column.accessor('customer', {
        header: () => t('approvals:customer'),
        cell: (info) => <CustomerLinks customer={info.getValue()} />,
      }),
      column.accessor('amount', {
        header: () => t('tables:amount'),
        cell: (info) => signedSom(info.getValue()),
      }),
      column.accessor('status', {
        header: () => t('tables:status'),
        cell: (info) => t(`approvals:statuses.${info.getValue()}`),
      }),
      column.accessor((row) => `${row.requested_by.name} → ${row.decided_by?.name ?? '—'}`, {
        id: 'who',
        header: () => t('approvals:who'),
      }),
      column.accessor((row) => row.decision_reason ?? '—', {
        id: 'reason',
        header: () => t('approvals:decision_reason'),
      }),
    ];
  }, [t, signedSom]);
  return (
    <section className={ui.stack} aria-labelledby="decided-title">
      <h2 id="decided-title">{t('approvals:decided')}</h2>
      <Banner tone="error">{decided.isError ? loadFailure(decided.error, t) : null}</Banner>
      {decided.data && (
        <DataTable
          caption={t('approvals:decided')}
          columns={columns}
          data={decided.data}
          empty={t('approvals:none_decided')}
        />
      )}
    </section>
  );
}

/**
 * Balance adjustments above the approval threshold, waiting for a second owner or billing member. The
 * requester sees their own here too, without the buttons: the decision is someone else's.
 */
export function ApprovalsPage() {
  const { t } = useTranslation();
  const me = useOutletContext<StaffMe>();
  const pending = useAdjustmentRequests('pending');
  const [done, setDone] = useState<string | null>(null);
  return (
    <section className={ui.stack}>
      <h1>{t('approvals:title')}</h1>
      <p className={ui.hint}>{t('approvals:intro')}</p>
      <Banner tone="success">{done}</Banner>
      <Banner tone="error">{pending.isError ? loadFailure(pending.error, t) : null}</Banner>
      {!pending.data && !pending.isError && <p role="status">{t('common:loading')}</p>}
      {pending.data &&
        (pending.data.length === 0 ? (
          <p className={ui.empty}>{t('approvals:none')}</p>
        ) : (
          <ul className={styles.list} aria-label={t('approvals:pending')}>
            {pending.data.map((request) => (
              <PendingCard key={request.id} request={request} me={me} onDone={setDone} />
            ))}
          </ul>
        ))}
      <Decided />
    </section>
  );
}
