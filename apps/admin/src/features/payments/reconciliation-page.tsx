import {
  can,
  RECONCILIATION_DECISIONS,
  type ReconciliationItem,
  type StaffMe,
  settleRequestSchema,
} from '@portal/contracts';
import { FormBanner, useApiForm } from '@portal/web-kit/form';
import { Button, Card, Select, TextArea } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { Link, useOutletContext } from 'react-router';
import { Banner } from '@/components/banner';
import ui from '@/components/ui.module.css';
import { customerPath } from '@/config/paths';
import { formatDateTime, formatSom } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { loadFailure } from '@/lib/load-failure';
import { useReconciliation } from './api/get-reconciliation';
import { useSettle } from './api/settle-item';
import styles from './payments.module.css';

function SettleForm({ item }: { item: ReconciliationItem }) {
  const { t } = useTranslation();
  const settle = useSettle();
  const decisions = RECONCILIATION_DECISIONS[item.kind];
  const form = useApiForm({
    schema: settleRequestSchema,
    defaultValues: { decision: decisions[0], note: '' },
  });
  const submit = form.handleSubmit(async (body) => {
    form.showBanner(undefined);
    try {
      await settle.mutateAsync({ kind: item.kind, id: item.id, body });
    } catch (error) {
      form.showError(error, t('errors:INTERNAL'));
    }
  });
  return (
    <form className={styles.item} onSubmit={submit} noValidate>
      <FormBanner banner={form.banner} />
      <Select
        label={t('reconciliation:decision')}
        error={form.errorOf('decision')}
        {...form.register('decision')}
      >
        {decisions.map((decision) => (
          <option key={decision} value={decision}>
            {t(`reconciliation:decisions.${decision}`)}
          </option>
        ))}
      </Select>
      <TextArea
        label={t('reconciliation:note')}
        hint={t('reconciliation:note_hint')}
        maxLength={500}
        error={form.errorOf('note')}
        {...form.register('note')}
      />
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {t('reconciliation:settle')}
      </Button>
    </form>
  );
}

/** What needs a human, oldest kinds first; each item leaves the list once it is decided. */
export function ReconciliationPage() {
  const { t } = useTranslation();
  const me = useOutletContext<StaffMe>();
  const lang = currentLanguage();
  const items = useReconciliation();
  return (
    <section className={ui.stack}>
      <h1>{t('reconciliation:title')}</h1>
      <p className={ui.hint}>{t('reconciliation:intro')}</p>
      <Banner tone="error">{items.isError ? loadFailure(items.error, t) : null}</Banner>
      {items.data?.length === 0 && <p className={ui.empty}>{t('reconciliation:none')}</p>}
      <ul className={styles.items}>
        {items.data?.map((item) => (
          <Card as="li" key={`${item.kind}-${item.id}`} className={styles.item}>
            <h2>{t(`reconciliation:kinds.${item.kind}`)}</h2>
            <p>
              {item.customer_id !== null && (
                <>
                  <Link to={customerPath(item.customer_id)}>
                    {t('audit:customer')} #{item.customer_id}
                  </Link>
                  {' · '}
                </>
              )}
              {item.invoice_id !== null && `${t('tables:invoice')} #${item.invoice_id}`}
              {item.amount !== null && ` · ${t('common:som', { amount: formatSom(item.amount, lang) })}`}
              {item.at && ` · ${formatDateTime(item.at)}`}
            </p>
            {/* The other side's own words (a fiscal module's refusal, our last failure): not translated. */}
            {item.detail && <p className={styles.detail}>{item.detail}</p>}
            {can(me.role, 'payments.settle') && <SettleForm item={item} />}
          </Card>
        ))}
      </ul>
    </section>
  );
}
