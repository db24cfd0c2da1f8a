import { type AdminCustomerCards, autopayOffRequestSchema, can, type StaffMe } from '@portal/contracts';
import { FormBanner, useApiForm } from '@portal/web-kit/form';
import { Button, Card, TextArea } from '@portal/web-kit/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/banner';
import ui from '@/components/ui.module.css';
import { formatDateTime, formatSom } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { loadFailure } from '@/lib/load-failure';
import { useAutopayOff, useCustomerCards } from './api/customer-cards';
import styles from './customers.module.css';

/** Auto-pay off with a reason, after a second "yes": the customer is told, the audit log keeps who and why. */
function AutopayOffForm({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const turnOff = useAutopayOff(customerId);
  const [reason, setReason] = useState<string | null>(null);
  const form = useApiForm({ schema: autopayOffRequestSchema, defaultValues: { reason: '' } });
  const ask = form.handleSubmit((values) => setReason(values.reason));
  const confirm = async () => {
    if (reason === null) return;
    form.showBanner(undefined);
    try {
      await turnOff.mutateAsync({ reason });
      setReason(null);
      form.reset();
      form.showBanner({ variant: 'success', text: t('cards:off_done') });
    } catch (error) {
      setReason(null);
      form.showError(error, t('errors:INTERNAL'));
    }
  };
  return (
    <div className={ui.form}>
      <FormBanner banner={form.banner} />
      {reason === null ? (
        <form className={ui.form} onSubmit={ask} noValidate>
          <TextArea
            label={t('cards:off_reason')}
            hint={t('cards:off_reason_hint')}
            maxLength={500}
            error={form.errorOf('reason')}
            {...form.register('reason')}
          />
          <Button variant="danger" type="submit">
            {t('cards:turn_off')}
          </Button>
        </form>
      ) : (
        <fieldset className={styles.row}>
          <legend>{t('cards:off_confirm')}</legend>
          <Button variant="danger" type="button" disabled={turnOff.isPending} onClick={() => void confirm()}>
            {t('cards:off_yes')}
          </Button>
          <Button variant="secondary" type="button" onClick={() => setReason(null)}>
            {t('common:cancel')}
          </Button>
        </fieldset>
      )}
    </div>
  );
}

function AutopayStatus({ data }: { data: AdminCustomerCards }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const { autopay } = data;
  if (!autopay.enabled) return <p>{t('cards:autopay_off')}</p>;
  const card = data.cards.find((item) => item.id === autopay.card_id);
  return (
    <p>
      {t('cards:autopay_on', {
        number: card?.masked_number ?? '—',
        ceiling: t('common:som', { amount: formatSom(autopay.max_charge_som ?? 0, lang) }),
      })}
      {autopay.consented_at && ` ${t('cards:consented', { at: formatDateTime(autopay.consented_at) })}`}
    </p>
  );
}

/** The customer's saved cards (masked; staff never see a token) and auto-pay, which the manager may turn off. */
export function CustomerCards({ customerId, me }: { customerId: number; me: StaffMe }) {
  const { t } = useTranslation();
  const cards = useCustomerCards(customerId);
  return (
    <Card as="section" aria-labelledby="cards-title">
      <h2 id="cards-title">{t('cards:title')}</h2>
      <Banner tone="error">{cards.isError ? loadFailure(cards.error, t) : null}</Banner>
      {cards.data && (
        <>
          {cards.data.cards.length === 0 ? (
            <p className={ui.empty}>{t('cards:none')}</p>
          ) : (
            <ul className={styles.notes}>
              {cards.data.cards.map((card) => (
                <li key={card.id}>
                  <strong>{card.masked_number}</strong> · {t('cards:expiry', { expiry: card.expiry })}{' '}
                  {card.removed_at ? (
                    <span className={ui.badge} data-tone="muted">
                      {t('cards:removed', { at: formatDateTime(card.removed_at) })}
                    </span>
                  ) : (
                    card.id === cards.data.autopay.card_id &&
                    cards.data.autopay.enabled && (
                      <span className={ui.badge} data-tone="success">
                        {t('cards:autopay_card')}
                      </span>
                    )
                  )}
                </li>
              ))}
            </ul>
          )}
          <h3>{t('cards:autopay')}</h3>
          <AutopayStatus data={cards.data} />
          {cards.data.autopay.enabled && can(me.role, 'customers.manage') && (
            <AutopayOffForm customerId={customerId} />
          )}
        </>
      )}
    </Card>
  );
}
