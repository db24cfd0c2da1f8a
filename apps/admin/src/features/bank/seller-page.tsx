import { can, type SellerDetails, type StaffMe, sellerDetailsSchema } from '@portal/contracts';
import { FormBanner, useApiForm } from '@portal/web-kit/form';
import { Button, Card, Checkbox, TextField } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { Banner } from '@/components/banner';
import ui from '@/components/ui.module.css';
import { loadFailure } from '@/lib/load-failure';
import { useSellerDetails, useUpdateSeller } from './api/bank';

const fields = ['legal_name', 'stir', 'address', 'bank_account', 'bank_name', 'mfo'] as const;

function SellerForm({ seller, mayEdit }: { seller: SellerDetails; mayEdit: boolean }) {
  const { t } = useTranslation();
  const update = useUpdateSeller();
  const form = useApiForm({
    schema: sellerDetailsSchema,
    defaultValues: { ...seller, vat_code: seller.vat_code },
  });
  const isVatPayer = form.watch('vat_payer');

  const onSubmit = form.handleSubmit(async (body) => {
    form.showBanner(undefined);
    try {
      await update.mutateAsync({ ...body, vat_code: body.vat_payer ? body.vat_code || null : null });
      form.showBanner({ variant: 'success', text: t('bank:seller_saved') });
    } catch (error) {
      form.showError(error, t('bank:seller_failed'));
    }
  });

  return (
    <Card as="section">
      <form className={ui.form} noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormBanner banner={form.banner} />
        <fieldset className={ui.form} disabled={!mayEdit}>
          <legend className="visually-hidden">{t('bank:seller_title')}</legend>
          {fields.map((field) => (
            <TextField
              key={field}
              label={t(`bank:seller.${field}`)}
              {...form.register(field)}
              error={form.errorOf(field)}
            />
          ))}
          <Checkbox
            label={t('bank:seller.vat_payer')}
            {...form.register('vat_payer')}
            error={form.errorOf('vat_payer')}
          />
          {isVatPayer && (
            <TextField
              label={t('bank:seller.vat_code')}
              inputMode="numeric"
              {...form.register('vat_code', { setValueAs: (value: string | null) => (value ? value : null) })}
              error={form.errorOf('vat_code')}
            />
          )}
        </fieldset>
        {mayEdit ? (
          <div className={ui.row}>
            <Button type="submit" isBusy={update.isPending}>
              {t('bank:seller_save')}
            </Button>
          </div>
        ) : (
          <p className={ui.hint}>{t('bank:seller_owner_only')}</p>
        )}
      </form>
    </Card>
  );
}

/** The seller's details every money document prints; the owner changes them (audited). */
export function SellerPage() {
  const { t } = useTranslation();
  const me = useOutletContext<StaffMe>();
  const seller = useSellerDetails();
  return (
    <section className={ui.stack}>
      <h1>{t('bank:seller_title')}</h1>
      <p className={ui.hint}>{t('bank:seller_intro')}</p>
      <Banner tone="error">{seller.isError ? loadFailure(seller.error, t) : null}</Banner>
      {!seller.data && !seller.isError && <p role="status">{t('common:loading')}</p>}
      {seller.data && <SellerForm seller={seller.data} mayEdit={can(me.role, 'seller.manage')} />}
    </section>
  );
}
