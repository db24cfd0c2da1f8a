import type { Mailbox } from '@portal/contracts';
import { errorText } from '@portal/web-kit/errors';
import { useApiForm } from '@portal/web-kit/form';
import { Checkbox, Select, TextField, type TextFieldProps } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { useCreateMailbox, useDeleteMailbox, useUpdateMailbox } from '../../api/mailbox-mutations';
import { ConfirmDialog } from './confirm-dialog';
import { FormDialog } from './form-dialog';
import { asNumber, mailboxCreateFormSchema, mailboxEditFormSchema } from './mail-db-forms';
import { NewPasswordField } from './new-password-field';
import { saveThenClose } from './save-then-close';

const DEFAULT_QUOTA_MB = 1024;

/** The box's size in megabytes. */
function QuotaField(field: Omit<TextFieldProps, 'label'>) {
  const { t } = useTranslation('mail-db');
  return <TextField label={t('mail.fields.quota_mb')} inputMode="numeric" {...field} />;
}

type CreateProps = { orderId: number; domains: string[]; onClose: () => void };

/** A new box: its name, one of the order's sites as its domain, a strong password and its size. */
export function MailboxCreateDialog({ orderId, domains, onClose }: CreateProps) {
  const { t } = useTranslation('mail-db');
  const create = useCreateMailbox(orderId);
  const form = useApiForm({
    schema: mailboxCreateFormSchema,
    defaultValues: { name: '', domain: domains[0] ?? '', password: '', quota_mb: DEFAULT_QUOTA_MB },
  });
  const handleSubmit = saveThenClose(
    form,
    (body) => create.mutateAsync(body),
    t('mail.create_failed'),
    onClose,
  );
  return (
    <FormDialog
      title={t('mail.create_title')}
      onSubmit={handleSubmit}
      banner={form.banner}
      cancelText={t('cancel')}
      submitText={t('mail.create_submit')}
      isBusy={create.isPending}
      onClose={onClose}
    >
      <TextField
        label={t('mail.fields.name')}
        hint={t('mail.name_hint')}
        autoComplete="off"
        autoCapitalize="none"
        error={form.errorOf('name')}
        {...form.register('name')}
      />
      <Select
        label={t('mail.fields.domain')}
        options={domains.map((domain) => ({ value: domain, label: `@${domain}` }))}
        error={form.errorOf('domain')}
        {...form.register('domain')}
      />
      <NewPasswordField
        label={t('mail.fields.password')}
        hint={t('password_hint')}
        error={form.errorOf('password')}
        {...form.register('password')}
      />
      <QuotaField error={form.errorOf('quota_mb')} {...form.register('quota_mb', { setValueAs: asNumber })} />
    </FormDialog>
  );
}

type BoxProps = { orderId: number; box: Mailbox; onClose: () => void };

/** A new password (empty keeps it), the size, and where mail is forwarded with whether a copy stays. */
export function MailboxEditDialog({ orderId, box, onClose }: BoxProps) {
  const { t } = useTranslation('mail-db');
  const update = useUpdateMailbox(orderId, box.address);
  // A box without a size of its own is shown the usual size; it is sent only when changed from that.
  const quotaShown = box.quota_mb ?? DEFAULT_QUOTA_MB;
  const form = useApiForm({
    schema: mailboxEditFormSchema,
    defaultValues: {
      password: '',
      quota_mb: quotaShown,
      forward: box.forward.join(' '),
      keep_copy: box.keep_copy,
    },
  });
  const handleSubmit = saveThenClose(
    form,
    async (body) => {
      // Only what changed goes to the panel; the password only when one was typed. Nothing changed: it closes.
      const forwardChanged = body.forward.join(' ') !== box.forward.join(' ');
      const changes = {
        ...(body.password !== '' && { password: body.password }),
        ...(body.quota_mb !== quotaShown && { quota_mb: body.quota_mb }),
        ...(forwardChanged && { forward: body.forward }),
        ...(body.keep_copy !== box.keep_copy && { keep_copy: body.keep_copy }),
      };
      if (Object.keys(changes).length > 0) await update.mutateAsync(changes);
    },
    t('mail.update_failed'),
    onClose,
  );
  return (
    <FormDialog
      title={t('mail.edit_title', { address: box.address })}
      onSubmit={handleSubmit}
      banner={form.banner}
      cancelText={t('cancel')}
      submitText={t('save')}
      isBusy={update.isPending}
      onClose={onClose}
    >
      <NewPasswordField
        label={t('mail.fields.new_password')}
        hint={t('mail.new_password_hint')}
        error={form.errorOf('password')}
        {...form.register('password')}
      />
      <QuotaField error={form.errorOf('quota_mb')} {...form.register('quota_mb', { setValueAs: asNumber })} />
      <TextField
        label={t('mail.fields.forward')}
        hint={t('mail.forward_hint')}
        autoComplete="off"
        autoCapitalize="none"
        inputMode="email"
        error={form.errorOf('forward')}
        {...form.register('forward')}
      />
      <Checkbox label={t('mail.fields.keep_copy')} {...form.register('keep_copy')} />
    </FormDialog>
  );
}

/** Deleting a box says plainly that the mail in it is lost. */
export function MailboxDeleteDialog({ orderId, box, onClose }: BoxProps) {
  const { t } = useTranslation('mail-db');
  const remove = useDeleteMailbox(orderId, box.address);
  return (
    <ConfirmDialog
      title={t('mail.delete_title', { address: box.address })}
      text={t('mail.delete_text', { address: box.address })}
      error={remove.isError ? errorText(t, remove.error, t('mail.delete_failed')) : undefined}
      cancelText={t('cancel')}
      confirmText={t('mail.delete_confirm')}
      isBusy={remove.isPending}
      onConfirm={() => remove.mutate(undefined, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}
