import { type DomainCheckResult, type DomainZone, isManualZone } from '@portal/contracts';
import { Alert, Button, Card } from '@portal/web-kit/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { flashState } from '@/components/ui/flash-notice';
import { LinkButton } from '@/components/ui/link-button';
import { domainDetailHref, domainSearchHref } from '@/config/paths';
import { useDomainCheck } from '../api/check-domain';
import { useRegisterDomain } from '../api/domain-mutations';
import { failureText, fieldMessage, shortfallOf } from './domain-errors';
import styles from './domains.module.css';
import { MoneyFacts } from './money-facts';
import { defaultNameserverValue, NameserverChoice, nameserverRequest } from './nameserver-choice';
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
          {fieldMessage(check.error, 'name') ?? failureText(check.error, t, t('search.failed'))}
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
  const [years, setYears] = useState(termsOf(result.prices.register)[0] ?? 1);
  const [nameservers, setNameservers] = useState(defaultNameserverValue);
  const [recordId, setRecordId] = useState<number>();
  const [errors, setErrors] = useState<{ nameservers?: string; record?: string }>({});
  const [banner, setBanner] = useState<string>();
  const [shortfall, setShortfall] = useState<number>();
  const register = useRegisterDomain();
  const price = result.prices.register[String(years)];

  const handleSubmit = async () => {
    setBanner(undefined);
    setShortfall(undefined);
    const servers = nameserverRequest(nameservers);
    const next = {
      ...('error' in servers ? { nameservers: t(`validation:${servers.error}`) } : {}),
      ...(isManual && recordId === undefined ? { record: t('validation:record_required') } : {}),
    };
    setErrors(next);
    if (Object.keys(next).length > 0 || 'error' in servers) return;
    const target = servers.request;
    try {
      const domain = await register.mutateAsync({
        name: result.display_name,
        years,
        ...(target && 'nameservers' in target ? { nameservers: target.nameservers } : {}),
        ...(target && 'hosting_order_id' in target ? { hosting_order_id: target.hosting_order_id } : {}),
        ...(isManual && recordId !== undefined ? { record_id: recordId } : {}),
      });
      void navigate(domainDetailHref(domain.id), {
        state: flashState(
          t(isManual ? 'order.success_manual' : 'order.success', { name: result.display_name }),
        ),
      });
    } catch (failure) {
      const missing = shortfallOf(failure);
      if (missing !== undefined) return setShortfall(missing);
      const placed = {
        nameservers: fieldMessage(failure, 'nameservers') ?? fieldMessage(failure, 'hosting_order_id'),
        record: fieldMessage(failure, 'record_id'),
      };
      setErrors(placed);
      setBanner(failureText(failure, t, t('order.failed'), ['nameservers', 'hosting_order_id', 'record_id']));
    }
  };

  return (
    <form
      className={styles.stack}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void handleSubmit();
      }}
    >
      <Card className={styles.card}>
        <h2 className={styles.cardTitle}>{result.display_name}</h2>
        <TermSelect prices={result.prices.register} value={years} onChange={setYears} />
      </Card>
      <Card className={styles.card}>
        <NameserverChoice value={nameservers} onChange={setNameservers} error={errors.nameservers} />
      </Card>
      {isManual && (
        <Card className={styles.card}>
          <RegistrantPicker value={recordId} onChange={setRecordId} error={errors.record} />
        </Card>
      )}
      <Card className={styles.card}>
        <MoneyFacts price={price} label={t('order.price')} serverShortfall={shortfall} />
        {isManual && <p className={styles.muted}>{t('order.manual_note')}</p>}
      </Card>
      {banner && <Alert variant="danger">{banner}</Alert>}
      <Button type="submit" isBlock isBusy={register.isPending}>
        {t('order.submit')}
      </Button>
    </form>
  );
}
