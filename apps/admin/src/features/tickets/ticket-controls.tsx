import {
  type AdminTicketDetail,
  can,
  type StaffMe,
  TICKET_DEPARTMENTS,
  TICKET_STATUSES,
  ticketDepartmentRequestSchema,
  ticketMergeRequestSchema,
  ticketStatusRequestSchema,
} from '@portal/contracts';
import { FormBanner, useApiForm } from '@portal/web-kit/form';
import { Button, Select, TextField } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { Banner } from '@/components/banner';
import ui from '@/components/ui.module.css';
import { ticketPath } from '@/config/paths';
import { useChangeTicket } from './api/change-ticket';
import { useAssignees } from './api/get-assignees';
import styles from './tickets.module.css';

/** Support and owners answer every department; billing answers its own (the API refuses the rest). */
export const mayAnswer = (me: StaffMe, ticket: AdminTicketDetail) =>
  can(me.role, 'tickets.answer') && (me.role !== 'billing' || ticket.department === 'billing');

function StatusForm({ ticket }: { ticket: AdminTicketDetail }) {
  const { t } = useTranslation();
  const change = useChangeTicket(ticket.id);
  const form = useApiForm({ schema: ticketStatusRequestSchema, defaultValues: { status: ticket.status } });
  const submit = form.handleSubmit(async ({ status }) => {
    form.showBanner(undefined);
    try {
      await change.mutateAsync({ kind: 'status', status });
    } catch (error) {
      form.showError(error, t('errors:INTERNAL'));
    }
  });
  return (
    <form className={styles.control} onSubmit={submit} noValidate>
      <FormBanner banner={form.banner} />
      <Select
        label={t('tickets:status')}
        error={form.errorOf('status')}
        options={TICKET_STATUSES.map((status) => ({ value: status, label: t(`tickets:statuses.${status}`) }))}
        {...form.register('status')}
      />
      <Button variant="secondary" type="submit" disabled={form.formState.isSubmitting}>
        {t('tickets:set_status')}
      </Button>
    </form>
  );
}

function DepartmentForm({ ticket }: { ticket: AdminTicketDetail }) {
  const { t } = useTranslation();
  const change = useChangeTicket(ticket.id);
  const form = useApiForm({
    schema: ticketDepartmentRequestSchema,
    defaultValues: { department: ticket.department },
  });
  const submit = form.handleSubmit(async ({ department }) => {
    form.showBanner(undefined);
    try {
      await change.mutateAsync({ kind: 'department', department });
    } catch (error) {
      form.showError(error, t('errors:INTERNAL'));
    }
  });
  return (
    <form className={styles.control} onSubmit={submit} noValidate>
      <FormBanner banner={form.banner} />
      <Select
        label={t('tickets:department')}
        error={form.errorOf('department')}
        options={TICKET_DEPARTMENTS.map((department) => ({
          value: department,
          label: t(`tickets:departments.${department}`),
        }))}
        {...form.register('department')}
      />
      <Button variant="secondary" type="submit" disabled={form.formState.isSubmitting}>
        {t('tickets:move')}
      </Button>
    </form>
  );
}

/** The merge form holds the other ticket's number as typed; the contract's rule checks it. */
const mergeFormSchema = z.object({ into: ticketMergeRequestSchema.shape.into });

function MergeForm({ ticket }: { ticket: AdminTicketDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const change = useChangeTicket(ticket.id);
  const form = useApiForm({ schema: mergeFormSchema, defaultValues: { into: '' } });
  const submit = form.handleSubmit(async ({ into }) => {
    form.showBanner(undefined);
    try {
      const merged = await change.mutateAsync({ kind: 'merge', into: Number(into) });
      navigate(ticketPath(merged.id));
    } catch (error) {
      form.showError(error, t('errors:INTERNAL'));
    }
  });
  return (
    <form className={styles.control} onSubmit={submit} noValidate>
      <FormBanner banner={form.banner} />
      <TextField
        label={t('tickets:merge_into')}
        hint={t('tickets:merge_hint')}
        inputMode="numeric"
        autoComplete="off"
        error={form.errorOf('into')}
        {...form.register('into')}
      />
      <Button variant="secondary" type="submit" disabled={form.formState.isSubmitting}>
        {t('tickets:merge')}
      </Button>
    </form>
  );
}

/** The member as the select holds it (their id as text); "" is refused on the field. */
const memberFormSchema = z.object({ staff_id: z.string().min(1, { error: 'required' }) });

function AssignMemberForm({ ticket }: { ticket: AdminTicketDetail }) {
  const { t } = useTranslation();
  const change = useChangeTicket(ticket.id);
  const members = useAssignees(ticket.department);
  const form = useApiForm({
    schema: memberFormSchema,
    defaultValues: { staff_id: ticket.assignee_id === null ? '' : String(ticket.assignee_id) },
  });
  const submit = form.handleSubmit(async ({ staff_id }) => {
    form.showBanner(undefined);
    try {
      await change.mutateAsync({ kind: 'assign', staffId: Number(staff_id) });
    } catch (error) {
      form.showError(error, t('errors:INTERNAL'));
    }
  });
  if (!members.data) return null;
  return (
    <form className={ui.form} onSubmit={submit} noValidate>
      <FormBanner banner={form.banner} />
      <Select
        label={t('tickets:member')}
        error={form.errorOf('staff_id')}
        placeholder="—"
        options={members.data.map((member) => ({ value: String(member.id), label: member.name }))}
        {...form.register('staff_id')}
      />
      <Button variant="secondary" type="submit" disabled={form.formState.isSubmitting}>
        {t('tickets:assign')}
      </Button>
    </form>
  );
}

function AssignButtons({ ticket, me }: { ticket: AdminTicketDetail; me: StaffMe }) {
  const { t } = useTranslation();
  const change = useChangeTicket(ticket.id);
  const assign = (staffId: number | null) => change.mutate({ kind: 'assign', staffId });
  return (
    <div className={styles.control}>
      <p className={styles.assignee}>
        {t('tickets:assignee')}: <strong>{ticket.assignee_name ?? t('tickets:nobody')}</strong>
      </p>
      <Banner tone="error">{change.isError ? t('errors:INTERNAL') : null}</Banner>
      <div className={ui.row}>
        {ticket.assignee_id !== me.id && (
          <Button variant="secondary" type="button" disabled={change.isPending} onClick={() => assign(me.id)}>
            {t('tickets:assign_me')}
          </Button>
        )}
        {ticket.assignee_id !== null && (
          <Button variant="secondary" type="button" disabled={change.isPending} onClick={() => assign(null)}>
            {t('tickets:unassign')}
          </Button>
        )}
      </div>
      <AssignMemberForm key={`${ticket.assignee_id}-${ticket.department}`} ticket={ticket} />
    </div>
  );
}

/** What the signed-in member may do to the ticket, and only that. */
export function TicketControls({ ticket, me }: { ticket: AdminTicketDetail; me: StaffMe }) {
  const manage = can(me.role, 'tickets.manage');
  const answer = mayAnswer(me, ticket);
  if (!manage && !answer) return null;
  return (
    <div className={styles.controls}>
      {manage && <AssignButtons ticket={ticket} me={me} />}
      {answer && <StatusForm key={ticket.status} ticket={ticket} />}
      {manage && <DepartmentForm key={ticket.department} ticket={ticket} />}
      {manage && ticket.merged_into === null && <MergeForm ticket={ticket} />}
    </div>
  );
}
