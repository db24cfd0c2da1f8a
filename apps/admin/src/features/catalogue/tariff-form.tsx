import { TARIFF_LIMIT_KEYS, type TariffRequest, tariffRequestSchema } from '@portal/contracts';
import { FormBanner, useApiForm } from '@portal/web-kit/form';
import { TextField } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { FormActions } from '@/components/form-actions';
import ui from '@/components/ui.module.css';
import { useSaveTariff } from './api/save-tariff';
import { TranslatedNames, translatedNameAliases } from './translated-names';

const PERIODS = ['day', 'month', 'year'] as const;
const toNumber = (value: string) => (value === '' ? undefined : Number(value));

/** Add a tariff to a server (id null) or change one: ISPmanager preset, limits, and a price per period in som. */
export function TariffForm({
  id,
  initial,
  onDone,
}: {
  id: number | null;
  initial: TariffRequest;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveTariff();
  const form = useApiForm({
    schema: tariffRequestSchema,
    defaultValues: initial,
    serverFields: {
      ...translatedNameAliases<TariffRequest>('name_i18n'),
      ...Object.fromEntries(PERIODS.map((period) => [`prices.${period}`, `prices.${period}` as const])),
      ...Object.fromEntries(TARIFF_LIMIT_KEYS.map((key) => [`limits.${key}`, `limits.${key}` as const])),
    },
  });
  const { isSubmitting } = form.formState;
  // The form sends the prices in som as typed; the schema checks them here, their tiyin is the server's.
  const submit = form.handleSubmit(async () => {
    form.showBanner(undefined);
    const values = form.getValues();
    const limits = Object.fromEntries(
      Object.entries(values.limits ?? {}).filter(([, value]) => value !== undefined),
    );
    const prices = Object.fromEntries(
      Object.entries(values.prices).filter(([, value]) => value !== undefined),
    );
    try {
      await save.mutateAsync({ id, body: { ...values, limits, prices } });
      onDone();
    } catch (error) {
      form.showError(error, t('errors:INTERNAL'));
    }
  });
  return (
    <form className={ui.form} onSubmit={submit} noValidate>
      <FormBanner banner={form.banner} />
      <div className={ui.fields}>
        <TextField
          label={t('catalogue:tariff_name')}
          error={form.errorOf('name')}
          {...form.register('name')}
        />
        <TextField
          label={t('catalogue:preset')}
          error={form.errorOf('preset')}
          {...form.register('preset')}
        />
        {PERIODS.map((period) => (
          <TextField
            key={period}
            label={t(`catalogue:price_${period}`)}
            inputMode="decimal"
            error={
              form.errorOf(`prices.${period}`) ?? (period === 'month' ? form.errorOf('prices') : undefined)
            }
            {...form.register(`prices.${period}`, { setValueAs: toNumber })}
          />
        ))}
        {TARIFF_LIMIT_KEYS.map((key) => (
          <TextField
            key={key}
            label={key}
            inputMode="numeric"
            error={form.errorOf(`limits.${key}`)}
            {...form.register(`limits.${key}`, { setValueAs: toNumber })}
          />
        ))}
      </div>
      <TranslatedNames form={form} field="name_i18n" legend={t('catalogue:tariff_name_i18n')} />
      <FormActions busy={isSubmitting} onCancel={onDone} />
    </form>
  );
}
