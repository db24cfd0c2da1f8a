import { type BankStatement, bankStatementUploadSchema } from '@portal/contracts';
import { FormBanner, useApiForm } from '@portal/web-kit/form';
import { Button, Card, FileChooser } from '@portal/web-kit/ui';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import ui from '@/components/ui.module.css';
import { useConfirmStatement, useUploadStatement } from './api/bank';
import styles from './bank.module.css';
import { StatementLines } from './statement-lines';

/** The bank's statement (CSV): uploaded as a preview of what matched, credited only on confirmation. */
export function StatementUpload() {
  const { t } = useTranslation();
  const upload = useUploadStatement();
  const confirm = useConfirmStatement();
  const [statement, setStatement] = useState<BankStatement>();
  const form = useApiForm({ schema: bankStatementUploadSchema, defaultValues: { file_name: '', csv: '' } });
  const fileName = form.watch('file_name');
  const fileId = useId();

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    form.setValue('file_name', file.name);
    form.setValue('csv', await file.text(), { shouldValidate: true });
  };

  const onSubmit = form.handleSubmit(async (body) => {
    form.showBanner(undefined);
    try {
      setStatement(await upload.mutateAsync(body));
    } catch (error) {
      form.showError(error, t('bank:upload_failed'));
    }
  });

  const handleConfirm = async (id: number) => {
    form.showBanner(undefined);
    try {
      const confirmed = await confirm.mutateAsync(id);
      setStatement(confirmed);
      const credited = confirmed.lines.filter((line) => line.status === 'credited').length;
      form.showBanner({ variant: 'success', text: t('bank:confirmed', { count: credited }) });
    } catch (error) {
      form.showError(error, t('bank:confirm_failed'));
    }
  };

  return (
    <Card as="section" className={styles.section} aria-labelledby="bank-statement-title">
      <h2 id="bank-statement-title">{t('bank:statement_title')}</h2>
      <p className={ui.hint}>{t('bank:statement_hint')}</p>
      <form className={ui.form} noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormBanner banner={form.banner} />
        <div className={ui.form}>
          <span id={`${fileId}-label`}>{t('bank:file')}</span>
          <FileChooser
            id={fileId}
            accept=".csv,text/csv"
            aria-labelledby={`${fileId}-label`}
            onChange={(event) => void handleFile(event)}
            chooseLabel={t('bank:choose_file')}
            emptyText={fileName || t('bank:no_file')}
          />
        </div>
        {form.errorOf('csv') && <p className={ui.hint}>{form.errorOf('csv')}</p>}
        <div className={ui.row}>
          <Button type="submit" variant="secondary" isBusy={upload.isPending} disabled={!fileName}>
            {t('bank:preview')}
          </Button>
        </div>
      </form>
      {statement && (
        <>
          <StatementLines
            caption={t('bank:preview_caption', { file: statement.file_name })}
            lines={statement.lines}
          />
          {statement.confirmed_at ? (
            <p className={ui.hint}>{t('bank:already_confirmed')}</p>
          ) : (
            <div className={ui.row}>
              <Button
                type="button"
                isBusy={confirm.isPending}
                onClick={() => void handleConfirm(statement.id)}
              >
                {t('bank:confirm')}
              </Button>
            </div>
          )}
        </>
      )}
    </Card>
  );
}
