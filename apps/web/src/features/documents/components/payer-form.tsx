import { type PayerForm as PayerFormValues, type PayerProfile, payerFormSchema } from '@portal/contracts';
import { FormBanner, useApiForm } from '@portal/web-kit/form';
import { Button, Checkbox, Select, TextField } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import formStyles from '@/components/form/form.module.css';
import { useUpdatePayer } from '../api/payer';

const companyFields = ['legal_name', 'stir', 'legal_address', 'bank_account', 'mfo', 'director'] as const;
const isNumeric = (field: (typeof companyFields)[number]): field is 'stir' | 'bank_account' | 'mfo' =>
  field === 'stir' || field === 'bank_account' || field === 'mfo';

const valuesOf = (payer: PayerProfile): PayerFormValues =>
  payer.kind === 'company'
    ? { ...payer, vat_code: payer.vat_code ?? '' }
    : {
        kind: 'individual',
        legal_name: '',
        stir: '',
        legal_address: '',
        bank_account: '',
        mfo: '',
        director: '',
        vat_payer: false,
        vat_code: '',
      };

/** Who pays: an individual, or a company whose details every later document carries. */
export function PayerForm({ payer }: { payer: PayerProfile }) {
  const { t } = useTranslation(['documents', 'validation', 'errors']);
  const update = useUpdatePayer();
  const form = useApiForm({ schema: payerFormSchema, defaultValues: valuesOf(payer) });
  const kind = form.watch('kind');
  const isVatPayer = form.watch('vat_payer');

  const onSubmit = form.handleSubmit(async (body) => {
    form.showBanner(undefined);
    try {
      await update.mutateAsync(body);
      form.showBanner({ variant: 'success', text: t('payer.saved') });
    } catch (error) {
      form.showError(error, t('payer.failed'));
    }
  });

  return (
    <form className={formStyles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <FormBanner banner={form.banner} />
      <Select
        label={t('payer.kind')}
        options={[
          { value: 'individual', label: t('payer.individual') },
          { value: 'company', label: t('payer.company') },
        ]}
        {...form.register('kind')}
        error={form.errorOf('kind')}
      />
      {kind === 'company' && (
        <>
          {companyFields.map((field) => (
            <TextField
              key={field}
              label={t(`payer.${field}`)}
              {...(isNumeric(field) ? { hint: t(`payer.hint.${field}`), inputMode: 'numeric' as const } : {})}
              {...form.register(field)}
              error={form.errorOf(field)}
            />
          ))}
          <Checkbox
            label={t('payer.vat_payer')}
            {...form.register('vat_payer')}
            error={form.errorOf('vat_payer')}
          />
          {isVatPayer && (
            <TextField
              label={t('payer.vat_code')}
              hint={t('payer.hint.vat_code')}
              inputMode="numeric"
              {...form.register('vat_code')}
              error={form.errorOf('vat_code')}
            />
          )}
        </>
      )}
      <Button type="submit" isBlock isBusy={update.isPending}>
        {t('payer.save')}
      </Button>
    </form>
  );
}
