import { customerNoteRequestSchema } from '@portal/contracts';
import { FormBanner, useApiForm } from '@portal/web-kit/form';
import { Button, TextArea } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import ui from '@/components/ui.module.css';
import { useAddNote } from './api/add-note';

/** A note for other staff; customers never see it. */
export function NoteForm({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const addNote = useAddNote(customerId);
  const form = useApiForm({ schema: customerNoteRequestSchema, defaultValues: { body: '' } });
  const submit = form.handleSubmit(async (values) => {
    form.showBanner(undefined);
    try {
      await addNote.mutateAsync(values);
      form.reset();
    } catch (error) {
      form.showError(error, t('errors:INTERNAL'));
    }
  });
  return (
    <form className={ui.form} onSubmit={submit} noValidate>
      <FormBanner banner={form.banner} />
      <TextArea
        label={t('notes:new')}
        hint={t('notes:hint')}
        maxLength={2000}
        error={form.errorOf('body')}
        {...form.register('body')}
      />
      <Button variant="secondary" type="submit" disabled={form.formState.isSubmitting}>
        {t('notes:add')}
      </Button>
    </form>
  );
}
