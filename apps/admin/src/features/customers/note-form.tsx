import { zodResolver } from '@hookform/resolvers/zod';
import { customerNoteRequestSchema } from '@portal/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/banner';
import { TextArea } from '@/components/field';
import ui from '@/components/ui.module.css';
import { applyServerErrors } from '@/lib/form-errors';
import { useAddNote } from './api';

/** A note for other staff; customers never see it. */
export function NoteForm({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const addNote = useAddNote(customerId);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<{ body: string }>({
    resolver: zodResolver(customerNoteRequestSchema),
    defaultValues: { body: '' },
  });
  const bodyError = form.formState.errors.body?.message;
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await addNote.mutateAsync(values);
      form.reset();
    } catch (error) {
      setFailure(applyServerErrors(error, ['body'], form.setError, t));
    }
  });
  return (
    <form className={ui.form} onSubmit={submit} noValidate>
      <Banner tone="error">{failure}</Banner>
      <TextArea
        label={t('notes.new')}
        hint={t('notes.hint')}
        maxLength={2000}
        error={bodyError ? t(`validation.${bodyError}`, { defaultValue: bodyError }) : undefined}
        {...form.register('body')}
      />
      <button className={`${ui.button} ${ui.secondary}`} type="submit" disabled={form.formState.isSubmitting}>
        {t('notes.add')}
      </button>
    </form>
  );
}
