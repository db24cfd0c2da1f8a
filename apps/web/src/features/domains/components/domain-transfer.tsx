import { shortfallOf } from '@portal/web-kit/api';
import { FormBanner, useApiForm } from '@portal/web-kit/form';
import { Button, Card, TextField } from '@portal/web-kit/ui';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { flashState } from '@/components/ui/flash-notice';
import { domainDetailHref } from '@/config/paths';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useTransferDomain } from '../api/domain-mutations';
import { useZonePrices } from '../api/get-prices';
import { defaultNameserverValue, domainTransferFormSchema, needsRegistrant, zoneOf } from './domain-forms';
import styles from './domains.module.css';
import { MoneyFacts } from './money-facts';
import { NameserverField } from './nameserver-choice';
import { RegistrantPicker } from './registrant-picker';

/** /domen/transfer: move a domain I own elsewhere to this portal with its transfer (EPP) code. */
export function DomainTransfer() {
  const { t } = useTranslation(['domains', 'validation']);
  const navigate = useNavigate();
  const form = useApiForm({
    schema: domainTransferFormSchema,
    defaultValues: { name: '', auth_code: '', nameservers: defaultNameserverValue, record_id: undefined },
  });
  // What the server said was missing when it refused the charge (shown with the price, not as the banner).
  const [shortfall, setShortfall] = useState<number>();
  const transfer = useTransferDomain();
  const name = form.watch('name');
  // The price follows the name once typing rests; the registrant is asked as soon as the name is a .uz one.
  const zone = zoneOf(useDebouncedValue(name, 300));
  const prices = useZonePrices(zone);
  const price = prices.data?.transfer['1'];
  const isManual = needsRegistrant(name);

  const pay = form.handleSubmit(async (request) => {
    try {
      const domain = await transfer.mutateAsync(request);
      void navigate(domainDetailHref(domain.id), {
        state: flashState(t('transfer.success', { name: request.name })),
      });
    } catch (failure) {
      const missing = shortfallOf(failure);
      if (missing !== undefined) setShortfall(missing);
      else form.showError(failure, t('transfer.failed'));
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
      <p className={styles.muted}>{t('transfer.intro')}</p>
      <Card className={styles.card}>
        <TextField
          label={t('transfer.name')}
          {...form.register('name')}
          autoCapitalize="none"
          autoComplete="off"
          spellCheck={false}
          inputMode="url"
          maxLength={253}
          error={form.errorOf('name')}
        />
        <TextField
          label={t('transfer.auth_code')}
          hint={t('transfer.auth_hint')}
          {...form.register('auth_code')}
          autoCapitalize="none"
          autoComplete="off"
          spellCheck={false}
          maxLength={64}
          error={form.errorOf('auth_code')}
        />
      </Card>
      <Card className={styles.card}>
        <NameserverField form={form} modes={['default', 'custom']} />
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
        <MoneyFacts price={price} label={t('transfer.price')} serverShortfall={shortfall} />
        {zone !== undefined && prices.isSuccess && price === undefined && (
          <p className={styles.muted}>{t('transfer.not_sold')}</p>
        )}
      </Card>
      <FormBanner banner={form.banner} />
      <Button type="submit" isBlock isBusy={transfer.isPending}>
        {t('transfer.submit')}
      </Button>
    </form>
  );
}
