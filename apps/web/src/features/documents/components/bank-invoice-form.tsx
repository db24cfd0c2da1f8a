import { type BankInvoice, bankInvoiceRequestSchema, type Language } from '@portal/contracts';
import { FormBanner, useApiForm } from '@portal/web-kit/form';
import { Alert, Button, Card, TextField } from '@portal/web-kit/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { formatSom } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useCreateBankInvoice } from '../api/create-bank-invoice';
import { downloadDocument, saveFile } from '../api/documents';
import { usePayer } from '../api/payer';
import styles from './documents.module.css';

/** A company asks for an invoice to pay by bank transfer; the reference goes into the payment's purpose line. */
export function BankInvoiceForm({ pdfLanguage }: { pdfLanguage: Language }) {
  const { t } = useTranslation(['documents', 'validation', 'errors']);
  const payer = usePayer();
  const create = useCreateBankInvoice();
  const [invoice, setInvoice] = useState<BankInvoice>();
  // A checkout's shortfall arrives as ?amount=, like the top-up's.
  const [searchParams] = useSearchParams();
  const form = useApiForm({
    schema: bankInvoiceRequestSchema,
    defaultValues: { amount: searchParams.get('amount') ?? '' },
  });

  const onSubmit = form.handleSubmit(async () => {
    form.showBanner(undefined);
    try {
      // The typed text goes as it is, so float drift never reaches the server.
      setInvoice(await create.mutateAsync(String(form.getValues('amount')).trim()));
    } catch (error) {
      form.showError(error, t('bank.failed'));
    }
  });

  const handleDownload = async (created: BankInvoice) => {
    try {
      saveFile(await downloadDocument(created.document_id, pdfLanguage), `${created.reference}.pdf`);
    } catch (error) {
      form.showError(error, t('list.download_failed'));
    }
  };

  return (
    <Card as="section" className={styles.card} aria-labelledby="documents-bank-invoice">
      <h2 id="documents-bank-invoice" className={styles.heading}>
        {t('bank.title')}
      </h2>
      {payer.data?.kind !== 'company' ? (
        <p className={styles.text}>
          {t('bank.company_only')} <Link to={paths.payer.path}>{t('bank.set_payer')}</Link>
        </p>
      ) : (
        <form onSubmit={(event) => void onSubmit(event)} noValidate className={styles.card}>
          <p className={styles.text}>{t('bank.text')}</p>
          <FormBanner banner={form.banner} />
          <TextField
            label={t('bank.amount')}
            type="number"
            step="0.01"
            inputMode="decimal"
            autoComplete="off"
            {...form.register('amount')}
            error={form.errorOf('amount')}
          />
          <Button type="submit" isBusy={create.isPending}>
            {t('bank.submit')}
          </Button>
          {invoice && <CreatedInvoice invoice={invoice} onDownload={() => void handleDownload(invoice)} />}
        </form>
      )}
    </Card>
  );
}

function CreatedInvoice({ invoice, onDownload }: { invoice: BankInvoice; onDownload: () => void }) {
  const { t } = useTranslation('documents');
  const lang = currentLanguage();
  return (
    <Alert variant="success">
      <p className={styles.text}>
        {t('bank.created', { amount: formatSom(invoice.amount, lang) })}{' '}
        <span className={styles.reference}>{invoice.reference}</span>
      </p>
      <p className={styles.text}>{t('bank.purpose_hint')}</p>
      <Button type="button" variant="secondary" onClick={onDownload}>
        {t('bank.download')}
      </Button>
    </Alert>
  );
}
