import { type TicketMessageRequest, ticketMessageRequestSchema } from '@portal/contracts';
import { FormBanner, useApiForm } from '@portal/web-kit/form';
import { Button, TextArea } from '@portal/web-kit/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import formStyles from '@/components/form/form.module.css';
import { useReplyToTicket } from '../api/ticket-mutations';
import { AttachmentsField } from './attachments-field';

/** The customer's reply to the thread, with up to five files. */
export function ReplyForm({ ticketId }: { ticketId: number }) {
  const { t } = useTranslation('support-tickets');
  const reply = useReplyToTicket(ticketId);
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState<string>();
  const form = useApiForm<TicketMessageRequest>({
    schema: ticketMessageRequestSchema,
    defaultValues: { message: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    form.showBanner(undefined);
    if (filesError) return;
    try {
      await reply.mutateAsync({ message: values.message, files });
      form.reset({ message: '' });
      setFiles([]);
    } catch (error) {
      form.showError(error, t('thread.reply_failed'));
    }
  });
  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <FormBanner banner={form.banner} />
      <TextArea
        label={t('thread.reply')}
        rows={5}
        {...form.register('message')}
        error={form.errorOf('message')}
      />
      <AttachmentsField files={files} onChange={setFiles} error={filesError} onError={setFilesError} />
      <Button type="submit" isBusy={form.formState.isSubmitting}>
        {t('thread.send')}
      </Button>
    </form>
  );
}
