import { type DomainCheckResult, type DomainZone, isManualZone } from '@portal/contracts';
import { fieldErrorWithin, shortfallOf } from '@portal/web-kit/api';
import { errorTextWithFields } from '@portal/web-kit/errors';
import { FormBanner, useApiForm } from '@portal/web-kit/form';
import { Alert, Button, Card } from '@portal/web-kit/ui';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { flashState } from '@/components/ui/flash-notice';
import { LinkButton } from '@/components/ui/link-button';
import { domainDetailHref, domainSearchHref } from '@/config/paths';
import { useCheckoutDraft } from '@/lib/checkout-draft';
import { useDomainCheck } from '../api/check-domain';
import { useRegisterDomain } from '../api/domain-mutations';
import { checkoutDraftSchema, defaultNameserverValue, domainOrderFormSchema } from './domain-forms';
import styles from './domains.module.css';
import { MoneyFacts } from './money-facts';
import { NameserverField } from './nameserver-choice';
import { RegistrantPicker } from './registrant-picker';
import { TermSelect, termsOf } from './term-select';

/** /domen/order?name=: checks the name again, then the order form for it (or why it cannot be bought). */
export function DomainCheckout() {
  const { t } = useTranslation('domains');
  const [searchParams] = useSearchParams();
  const name = (searchParams.get('name') ?? '').trim();
  const check = useDomainCheck(name);
  const result = check.data?.[0];
  const back = (
    <LinkButton to={domainSearchHref(name)} variant="secondary">
      {t('order.back_to_search')}
    </LinkButton>
  );
  if (!name)
    return (
      <div className={styles.stack}>
        <Alert variant="warning">{t('order.no_name')}</Alert>
        {back}
      </div>
    );
  if (check.isPending) return <p className={styles.muted} aria-busy="true" />;
  if (check.isError || !result)
    return (
      <div className={styles.stack}>
        <Alert variant="danger">
          {fieldErrorWithin(check.error, 'name') ?? errorTextWithFields(t, check.error, t('search.failed'))}
        </Alert>
        {back}
      </div>
    );
  if (!result.available || termsOf(result.prices.register).length === 0)
    return (
      <div className={styles.stack}>
        <Alert variant="warning">
          {t('order.unavailable', {
            name: result.display_name,
            reason: t(`search.reasons.${result.reason ?? 'unknown'}`),
          })}
        </Alert>
        {back}
      </div>
    );
  return <CheckoutForm result={result} />;
}

function CheckoutForm({ result }: { result: DomainCheckResult }) {
  const { t } = useTranslation(['domains', 'validation']);
  const navigate = useNavigate();
  const isManual = isManualZone(result.zone as DomainZone);
  const form = useApiForm({
    schema: domainOrderFormSchema(isManual),
    defaultValues: {
      years: termsOf(result.prices.register)[0] ?? 1,
      nameservers: defaultNameserverValue,
      record_id: undefined,
    },
    // The name-server choice stands for both ways of pointing the domain.
    serverFields: { hosting_order_id: 'nameservers' },
  });
  // What the server said was missing when it refused the charge (shown with the price, not as the banner).
  const [shortfall, setShortfall] = useState<number>();
  const register = useRegisterDomain();
  const price = result.prices.register[String(form.watch('years'))];
  const saveDraft = useCheckoutDraft(checkoutDraftSchema, (draft) => form.reset(draft));

  const pay = form.handleSubmit(async (order) => {
    try {
      const domain = await register.mutateAsync({ name: result.display_name, ...order });
      void navigate(domainDetailHref(domain.id), {
        state: flashState(
          t(isManual ? 'order.success_manual' : 'order.success', { name: result.display_name }),
        ),
      });
    } catch (failure) {
      const missing = shortfallOf(failure);
      if (missing !== undefined) setShortfall(missing);
      else form.showError(failure, t('order.failed'));
    }
  });

  return (
    <form
      className={styles.stack}
      noValidate
      onSubmit={(event) => {
        form.showBanner(undefined);
        setShortfall(undefined);
        void pay(event);
      }}
    >
      <Card className={styles.card}>
        <h2 className={styles.cardTitle}>{result.display_name}</h2>
        <Controller
          control={form.control}
          name="years"
          render={({ field }) => (
            <TermSelect
              prices={result.prices.register}
              value={field.value}
              onChange={field.onChange}
              error={form.errorOf('years')}
            />
          )}
        />
      </Card>
      <Card className={styles.card}>
        <NameserverField form={form} />
      </Card>
      {isManual && (
        <Card className={styles.card}>
          <Controller
            control={form.control}
            name="record_id"
            render={({ field }) => (
              <RegistrantPicker
                value={field.value}
                onChange={field.onChange}
                error={form.errorOf('record_id')}
              />
            )}
          />
        </Card>
      )}
      <Card className={styles.card}>
        <MoneyFacts
          price={price}
          label={t('order.price')}
          serverShortfall={shortfall}
          onTopUp={() => saveDraft(form.getValues())}
        />
        {isManual && <p className={styles.muted}>{t('order.manual_note')}</p>}
      </Card>
      <FormBanner banner={form.banner} />
      <Button type="submit" isBlock isBusy={register.isPending}>
        {t('order.submit')}
      </Button>
    </form>
  );
}
