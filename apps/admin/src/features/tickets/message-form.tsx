import { type AdminTicketDetail, staffTicketMessageRequestSchema, TICKET_LIMITS } from '@portal/contracts';
import { FormBanner, useApiForm } from '@portal/web-kit/form';
import { Button, Select, TextArea, TicketFilesField, useTicketFiles } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import ui from '@/components/ui.module.css';
import { useCannedReplies } from './api/canned-replies';
import { useChangeTicket } from './api/change-ticket';
import { fillCanned } from './fill-canned';

/**
 * One of the two editors under a ticket: the answer the customer gets, or (`internal`) a note only staff see.
 * Each keeps its own text and files, so a note typed in its tab can never leave through the reply's button.
 * Canned replies are texts for customers: only the reply offers them.
 */
export function MessageForm({ ticket, internal }: { ticket: AdminTicketDetail; internal: boolean }) {
  const { t } = useTranslation();
  const change = useChangeTicket(ticket.id);
  const canned = useCannedReplies(ticket.department);
  const form = useApiForm({
    schema: staffTicketMessageRequestSchema,
    defaultValues: { body: '', internal },
  });
  const attachments = useTicketFiles();
  const submit = form.handleSubmit(async ({ body }) => {
    form.showBanner(undefined);
    try {
      // The flag comes from the tab, never from a field that could be left ticked.
      await change.mutateAsync({ kind: 'reply', body: { body, internal }, files: attachments.files });
      form.reset({ body: '', internal });
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
    <form className={ui.form} onSubmit={submit} noValidate>
      <FormBanner banner={form.banner} />
      {!internal && canned.data && canned.data.length > 0 && (
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
        label={t(internal ? 'tickets:note_body' : 'tickets:reply_body')}
        hint={internal ? t('tickets:note_hint') : undefined}
        maxLength={TICKET_LIMITS.bodyMax}
        rows={6}
        error={form.errorOf('body')}
        {...form.register('body')}
      />
      <TicketFilesField {...attachments.field} texts={internal ? 'tickets:note_files' : 'tickets:files'} />
      <div className={ui.row}>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {t(internal ? 'tickets:add_note' : 'tickets:send_reply')}
        </Button>
      </div>
    </form>
  );
}
