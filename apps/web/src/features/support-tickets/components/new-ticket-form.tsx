import {
  type CreateTicketRequest,
  createTicketRequestSchema,
  TICKET_DEPARTMENTS,
  type TicketDepartment,
  type TicketService,
} from '@portal/contracts';
import { FormBanner, useApiForm } from '@portal/web-kit/form';
import { Button, Select, TextArea, TextField, TicketFilesField, useTicketFiles } from '@portal/web-kit/ui';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import formStyles from '@/components/form/form.module.css';
import { kbArticleHref, supportTicketHref } from '@/config/paths';
import { useOpenTicket } from '../api/ticket-mutations';
import { KbSuggestions } from './kb-suggestions';
import styles from './tickets.module.css';

/** A service the ticket may be about, named for the picker. */
export type ServiceChoice = TicketService & { label: string };

const keyOf = (service: { kind: string; id: unknown } | null | undefined) =>
  service ? `${service.kind}:${String(service.id)}` : '';

/** /support/tickets/new: department, subject, message, the service it is about and up to five files. */
export function NewTicketForm({
  services,
  initialService,
  initialTopic,
  article,
}: {
  services: readonly ServiceChoice[];
  initialService?: TicketService | undefined;
  /** The department and subject a link asked for (a refund of the balance before deleting the account, say). */
  initialTopic?: { department: TicketDepartment; subject: string } | undefined;
  /** The knowledge-base article the customer read before writing ("still stuck?"): named on the ticket. */
  article?: { slug: string; title: string } | undefined;
}) {
  const { t } = useTranslation(['support-tickets', 'validation']);
  const navigate = useNavigate();
  const open = useOpenTicket();
  const attachments = useTicketFiles();
  const form = useApiForm<CreateTicketRequest>({
    schema: createTicketRequestSchema,
    defaultValues: {
      department: initialTopic?.department ?? 'technical',
      subject: initialTopic?.subject ?? article?.title ?? '',
      message: '',
      service: initialService ?? null,
      kb_article: article?.slug ?? null,
    },
    mode: 'onTouched',
  });
  const subject = form.watch('subject');

  const submit = form.handleSubmit(async (values) => {
    form.showBanner(undefined);
    if (attachments.error) return;
    try {
      const ticket = await open.mutateAsync({ fields: values, files: attachments.files });
      navigate(supportTicketHref(ticket.id));
    } catch (error) {
      form.showError(error, t('new.failed'));
    }
  });

  const serviceOptions = [
    { value: '', label: t('new.service_none') },
    ...services.map((service) => ({ value: keyOf(service), label: service.label })),
  ];
  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <FormBanner banner={form.banner} />
      {article && (
        <p className={styles.articleNote}>
          {t('new.article')} <Link to={kbArticleHref(article.slug)}>{article.title}</Link>
        </p>
      )}
      <Select
        label={t('new.department')}
        options={TICKET_DEPARTMENTS.map((department) => ({
          value: department,
          label: t(`departments.${department}`),
        }))}
        {...form.register('department')}
        error={form.errorOf('department')}
      />
      <TextField
        label={t('new.subject')}
        autoComplete="off"
        {...form.register('subject')}
        error={form.errorOf('subject')}
      />
      <KbSuggestions subject={subject} />
      <TextArea
        label={t('new.message')}
        rows={6}
        {...form.register('message')}
        error={form.errorOf('message')}
      />
      {services.length > 0 && (
        <Controller
          control={form.control}
          name="service"
          render={({ field }) => (
            <Select
              label={t('new.service')}
              name={field.name}
              ref={field.ref}
              value={keyOf(field.value)}
              onBlur={field.onBlur}
              onChange={(event) => {
                const chosen = services.find((service) => keyOf(service) === event.target.value);
                field.onChange(chosen ? { kind: chosen.kind, id: chosen.id } : null);
              }}
              options={serviceOptions}
              error={form.errorOf('service')}
            />
          )}
        />
      )}
      <TicketFilesField {...attachments.field} texts="support-tickets:attachments" />
      <Button type="submit" isBusy={form.formState.isSubmitting}>
        {t('new.submit')}
      </Button>
    </form>
  );
}
