import { type TicketMessageRequest, ticketMessageRequestSchema } from '@portal/contracts';
import { FormBanner, useApiForm } from '@portal/web-kit/form';
import { Button, TextArea, TicketFilesField, useTicketFiles } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import formStyles from '@/components/form/form.module.css';

export type SendReply = (reply: { message: string; files: readonly File[] }) => Promise<unknown>;

/** The owner's reply to the thread, with up to five files (`send`: as the customer, or through a guest link). */
export function ReplyForm({ send }: { send: SendReply }) {
  const { t } = useTranslation('support-tickets');
  const attachments = useTicketFiles();
  const form = useApiForm<TicketMessageRequest>({
    schema: ticketMessageRequestSchema,
    defaultValues: { message: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    form.showBanner(undefined);
    if (attachments.error) return;
    try {
      await send({ message: values.message, files: attachments.files });
      form.reset({ message: '' });
      attachments.clear();
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
      <TicketFilesField {...attachments.field} texts="support-tickets:attachments" />
      <Button type="submit" isBusy={form.formState.isSubmitting}>
        {t('thread.send')}
      </Button>
    </form>
  );
}
