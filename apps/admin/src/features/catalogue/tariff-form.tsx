import { zodResolver } from '@hookform/resolvers/zod';
import { TARIFF_LIMIT_KEYS, type TariffRequest, tariffRequestSchema } from '@portal/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/banner';
import { Field } from '@/components/field';
import { FormActions } from '@/components/form-actions';
import ui from '@/components/ui.module.css';
import { applyServerErrors } from '@/lib/form-errors';
import { useSaveTariff } from './api';
import { TranslatedNames, translatedNameFields } from './translated-names';

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
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TariffRequest>({
    resolver: zodResolver(tariffRequestSchema, undefined, { raw: true }),
    defaultValues: initial,
  });
  const { errors, isSubmitting } = form.formState;
  const message = (code: string | undefined) =>
    code ? t(`validation.${code}`, { defaultValue: code }) : undefined;
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
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
      const fields = ['name', 'preset', 'prices', 'limits', ...translatedNameFields('name_i18n')] as const;
      setFailure(applyServerErrors(error, fields, form.setError, t));
    }
  });
  return (
    <form className={ui.form} onSubmit={submit} noValidate>
      <Banner tone="error">{failure}</Banner>
      <div className={ui.fields}>
        <Field
          label={t('catalogue.tariff_name')}
          error={message(errors.name?.message)}
          {...form.register('name')}
        />
        <Field
          label={t('catalogue.preset')}
          error={message(errors.preset?.message)}
          {...form.register('preset')}
        />
        {PERIODS.map((period) => (
          <Field
            key={period}
            label={t(`catalogue.price_${period}`)}
            inputMode="decimal"
            error={message(
              errors.prices?.[period]?.message ?? (period === 'month' ? errors.prices?.message : undefined),
            )}
            {...form.register(`prices.${period}`, { setValueAs: toNumber })}
          />
        ))}
        {TARIFF_LIMIT_KEYS.map((key) => (
          <Field
            key={key}
            label={key}
            inputMode="numeric"
            error={message(errors.limits?.[key]?.message)}
            {...form.register(`limits.${key}`, { setValueAs: toNumber })}
          />
        ))}
      </div>
      <TranslatedNames form={form} field="name_i18n" legend={t('catalogue.tariff_name_i18n')} />
      <FormActions busy={isSubmitting} onCancel={onDone} />
    </form>
  );
}
