import { type AdminTicketDetail, staffTicketMessageRequestSchema, TICKET_LIMITS } from '@portal/contracts';
import { FormBanner, useApiForm } from '@portal/web-kit/form';
import { Button, Checkbox, Select, TextArea, TicketFilesField, useTicketFiles } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import ui from '@/components/ui.module.css';
import { useCannedReplies } from './api/canned-replies';
import { useChangeTicket } from './api/change-ticket';
import { fillCanned } from './fill-canned';

/**
 * An answer to the customer, or (ticked) a note only staff see, with up to five files; a canned reply fills the
 * text to edit.
 */
export function ReplyForm({ ticket }: { ticket: AdminTicketDetail }) {
  const { t } = useTranslation();
  const change = useChangeTicket(ticket.id);
  const canned = useCannedReplies(ticket.department);
  const form = useApiForm({
    schema: staffTicketMessageRequestSchema,
    defaultValues: { body: '', internal: false },
  });
  const attachments = useTicketFiles();
  const submit = form.handleSubmit(async (body) => {
    form.showBanner(undefined);
    try {
      await change.mutateAsync({ kind: 'reply', body, files: attachments.files });
      form.reset({ body: '', internal: false });
      attachments.clear();
    } catch (error) {
      form.showError(error, t('errors:INTERNAL'));
    }
  });
  const pick = (id: string) => {
    const reply = canned.data?.find((item) => String(item.id) === id);
    if (reply) form.setValue('body', fillCanned(reply, ticket), { shouldDirty: true });
  };
  return (
    <form className={ui.form} onSubmit={submit} noValidate aria-labelledby="reply-title">
      <h2 id="reply-title">{t('tickets:reply_title')}</h2>
      <FormBanner banner={form.banner} />
      {canned.data && canned.data.length > 0 && (
        <Select
          label={t('tickets:canned_pick')}
          value=""
          onChange={(event) => pick(event.currentTarget.value)}
        >
          <option value="">—</option>
          {canned.data.map((reply) => (
            <option key={reply.id} value={reply.id}>
              {reply.texts.uz?.title ?? `#${reply.id}`}
            </option>
          ))}
        </Select>
      )}
      <TextArea
        label={t('tickets:reply_body')}
        maxLength={TICKET_LIMITS.bodyMax}
        rows={6}
        error={form.errorOf('body')}
        {...form.register('body')}
      />
      <TicketFilesField {...attachments.field} texts="tickets:files" />
      <Checkbox label={t('tickets:internal_note')} {...form.register('internal')} />
      <div className={ui.row}>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {t('tickets:send')}
        </Button>
      </div>
    </form>
  );
}
