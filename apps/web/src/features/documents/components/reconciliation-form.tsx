import { type Language, type ReconciliationQuery, reconciliationQuerySchema } from '@portal/contracts';
import { FormBanner, useApiForm } from '@portal/web-kit/form';
import { Button, Card, DateField } from '@portal/web-kit/ui';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { downloadReconciliation, saveFile } from '../api/documents';
import styles from './documents.module.css';

/** The reconciliation act for any period: chosen by two dates, downloaded as PDF. */
export function ReconciliationForm({ today, pdfLanguage }: { today: string; pdfLanguage: Language }) {
  const { t } = useTranslation(['documents', 'validation', 'errors']);
  const form = useApiForm<ReconciliationQuery>({
    schema: reconciliationQuerySchema,
    defaultValues: { from: `${today.slice(0, 4)}-01-01`, to: today },
  });

  const onSubmit = form.handleSubmit(async ({ from, to }) => {
    form.showBanner(undefined);
    try {
      saveFile(await downloadReconciliation(from, to, pdfLanguage), `reconciliation-${from}-${to}.pdf`);
    } catch (error) {
      form.showError(error, t('reconciliation.failed'));
    }
  });

  return (
    <Card as="section" className={styles.card} aria-labelledby="documents-reconciliation">
      <h2 id="documents-reconciliation" className={styles.heading}>
        {t('reconciliation.title')}
      </h2>
      <p className={styles.text}>{t('reconciliation.text')}</p>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className={styles.card}>
        <FormBanner banner={form.banner} />
        <div className={styles.dates}>
          {(['from', 'to'] as const).map((name) => (
            <Controller
              key={name}
              control={form.control}
              name={name}
              render={({ field }) => (
                <DateField
                  label={t(`reconciliation.${name}`)}
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={form.errorOf(name)}
                />
              )}
            />
          ))}
        </div>
        <Button type="submit" variant="secondary" isBusy={form.formState.isSubmitting}>
          {t('reconciliation.download')}
        </Button>
      </form>
    </Card>
  );
}
