import {
  type BankStatementLine,
  bankLineNotOursRequestSchema,
  type CustomerSearchResult,
  customerSearchQuerySchema,
} from '@portal/contracts';
import { FormBanner, useApiForm } from '@portal/web-kit/form';
import { Button, Card, TextArea, TextField } from '@portal/web-kit/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/banner';
import ui from '@/components/ui.module.css';
import { formatSom } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { loadFailure } from '@/lib/load-failure';
import { useAssignLine, useLineCustomerSearch, useMarkLineNotOurs } from './api/bank';
import styles from './bank.module.css';

/** Picks the customer with the console's one search, then credits the line after a second "yes". */
function AssignForm({ line, onDone }: { line: BankStatementLine; onDone: (text: string) => void }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const [q, setQ] = useState('');
  const [picked, setPicked] = useState<CustomerSearchResult | null>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const search = useLineCustomerSearch(q);
  const assign = useAssignLine();
  const form = useApiForm({ schema: customerSearchQuerySchema, defaultValues: { q: '' } });
  const find = form.handleSubmit((values) => {
    setPicked(null);
    setQ(values.q);
  });
  useEffect(() => {
    if (picked) confirmRef.current?.focus();
  }, [picked]);
  const credit = async (customer: CustomerSearchResult) => {
    form.showBanner(undefined);
    try {
      await assign.mutateAsync({ lineId: line.id, customerId: customer.id });
      onDone(t('bank:assigned', { id: customer.id }));
    } catch (error) {
      setPicked(null);
      form.showError(error, t('errors:INTERNAL'));
    }
  };
  const amount = t('common:som', { amount: formatSom(line.amount, lang) });
  return (
    <section className={ui.stack} aria-labelledby="bank-assign-title">
      <h3 id="bank-assign-title">{t('bank:assign_title')}</h3>
      <FormBanner banner={form.banner} />
      <search>
        <form className={styles.search} onSubmit={find} noValidate>
          <TextField
            className={styles.searchField}
            label={t('bank:find_customer')}
            type="search"
            maxLength={128}
            error={form.errorOf('q')}
            {...form.register('q')}
          />
          <Button type="submit" variant="secondary">
            {t('bank:find')}
          </Button>
        </form>
      </search>
      <Banner tone="error">{search.isError ? loadFailure(search.error, t) : null}</Banner>
      {search.data?.length === 0 && <p className={ui.empty}>{t('bank:no_customers')}</p>}
      {search.data && search.data.length > 0 && picked === null && (
        <ul className={styles.picks}>
          {search.data.slice(0, 10).map((customer) => (
            <li key={customer.id}>
              <Button variant="secondary" type="button" onClick={() => setPicked(customer)}>
                {t('bank:assign_to', {
                  id: customer.id,
                  name: `${customer.firstname} ${customer.lastname}`,
                })}
              </Button>
              <span className={ui.hint}>
                {customer.matched
                  .map((match) => `${t(`customers:match_kinds.${match.kind}`)} ${match.value}`)
                  .join(', ')}
              </span>
            </li>
          ))}
        </ul>
      )}
      {picked && (
        <fieldset className={styles.confirm}>
          <legend>
            {t('bank:assign_confirm', {
              amount,
              id: picked.id,
              name: `${picked.firstname} ${picked.lastname}`,
            })}
          </legend>
          <Button
            ref={confirmRef}
            type="button"
            disabled={assign.isPending}
            onClick={() => void credit(picked)}
          >
            {t('bank:assign_yes')}
          </Button>
          <Button variant="secondary" type="button" onClick={() => setPicked(null)}>
            {t('common:cancel')}
          </Button>
        </fieldset>
      )}
    </section>
  );
}

function NotOursForm({ line, onDone }: { line: BankStatementLine; onDone: (text: string) => void }) {
  const { t } = useTranslation();
  const mark = useMarkLineNotOurs();
  const form = useApiForm({ schema: bankLineNotOursRequestSchema, defaultValues: { reason: '' } });
  const submit = form.handleSubmit(async (values) => {
    try {
      await mark.mutateAsync({ lineId: line.id, body: values });
      onDone(t('bank:not_ours_done'));
    } catch (error) {
      form.showError(error, t('errors:INTERNAL'));
    }
  });
  return (
    <section className={ui.stack} aria-labelledby="bank-not-ours-title">
      <h3 id="bank-not-ours-title">{t('bank:not_ours_title')}</h3>
      <FormBanner banner={form.banner} />
      <form className={ui.form} onSubmit={submit} noValidate>
        <TextArea
          label={t('bank:not_ours_reason')}
          hint={t('bank:not_ours_hint')}
          maxLength={500}
          error={form.errorOf('reason')}
          {...form.register('reason')}
        />
        <Button variant="danger" type="submit" disabled={form.formState.isSubmitting}>
          {t('bank:not_ours_submit')}
        </Button>
      </form>
    </section>
  );
}

/**
 * What billing does with one unmatched line: credit it to the customer who paid, or mark it as no payment to us.
 * Either is final and audited; a wrong credit is put right by a balance adjustment.
 */
export function LineActions({
  line,
  onClose,
  onDone,
}: {
  line: BankStatementLine;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  return (
    <Card as="section" className={ui.stack} aria-labelledby="bank-line-title">
      <h2 id="bank-line-title">
        {t('bank:line_title', {
          line: line.line_no,
          amount: t('common:som', { amount: formatSom(line.amount, lang) }),
          payer: line.payer_name,
        })}
      </h2>
      <p className={ui.hint}>{t('bank:line_hint')}</p>
      <AssignForm line={line} onDone={onDone} />
      <NotOursForm line={line} onDone={onDone} />
      <Button variant="secondary" type="button" onClick={onClose}>
        {t('bank:close')}
      </Button>
    </Card>
  );
}
