import type { Mailbox } from '@portal/contracts';
import { errorText } from '@portal/web-kit/errors';
import { FormBanner, useApiForm } from '@portal/web-kit/form';
import { Alert, Button, Checkbox, Dialog, Select, TextField } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { useCreateMailbox, useDeleteMailbox, useUpdateMailbox } from '../../api/mailbox-mutations';
import hosting from '../hosting.module.css';
import { asNumber, mailboxCreateFormSchema, mailboxEditFormSchema } from './mail-db-forms';

const DEFAULT_QUOTA_MB = 1024;

type CreateProps = { orderId: number; domains: string[]; onClose: () => void };

/** A new box: its name, one of the order's sites as its domain, a strong password and its size. */
export function MailboxCreateDialog({ orderId, domains, onClose }: CreateProps) {
  const { t } = useTranslation('mail-db');
  const create = useCreateMailbox(orderId);
  const form = useApiForm({
    schema: mailboxCreateFormSchema,
    defaultValues: { name: '', domain: domains[0] ?? '', password: '', quota_mb: DEFAULT_QUOTA_MB },
  });
  const handleSubmit = form.handleSubmit(async (body) => {
    form.showBanner(undefined);
    try {
      await create.mutateAsync(body);
      onClose();
    } catch (failure) {
      form.showError(failure, t('mail.create_failed'));
    }
  });
  return (
    <Dialog title={t('mail.create_title')} onClose={onClose}>
      <form className={hosting.stack} noValidate onSubmit={(event) => void handleSubmit(event)}>
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
        <TextField
          label={t('mail.fields.password')}
          hint={t('password_hint')}
          type="password"
          autoComplete="new-password"
          error={form.errorOf('password')}
          {...form.register('password')}
        />
        <TextField
          label={t('mail.fields.quota_mb')}
          inputMode="numeric"
          error={form.errorOf('quota_mb')}
          {...form.register('quota_mb', { setValueAs: asNumber })}
        />
        <FormBanner banner={form.banner} />
        <div className={hosting.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" isBusy={create.isPending}>
            {t('mail.create_submit')}
          </Button>
        </div>
      </form>
    </Dialog>
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
  const handleSubmit = form.handleSubmit(async (body) => {
    form.showBanner(undefined);
    // Only what changed goes to the panel; the password only when one was typed.
    const forwardChanged = body.forward.join(' ') !== box.forward.join(' ');
    const changes = {
      ...(body.password !== '' && { password: body.password }),
      ...(body.quota_mb !== quotaShown && { quota_mb: body.quota_mb }),
      ...(forwardChanged && { forward: body.forward }),
      ...(body.keep_copy !== box.keep_copy && { keep_copy: body.keep_copy }),
    };
    if (Object.keys(changes).length === 0) return onClose();
    try {
      await update.mutateAsync(changes);
      onClose();
    } catch (failure) {
      form.showError(failure, t('mail.update_failed'));
    }
  });
  return (
    <Dialog title={t('mail.edit_title', { address: box.address })} onClose={onClose}>
      <form className={hosting.stack} noValidate onSubmit={(event) => void handleSubmit(event)}>
        <TextField
          label={t('mail.fields.new_password')}
          hint={t('mail.new_password_hint')}
          type="password"
          autoComplete="new-password"
          error={form.errorOf('password')}
          {...form.register('password')}
        />
        <TextField
          label={t('mail.fields.quota_mb')}
          inputMode="numeric"
          error={form.errorOf('quota_mb')}
          {...form.register('quota_mb', { setValueAs: asNumber })}
        />
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
        <FormBanner banner={form.banner} />
        <div className={hosting.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" isBusy={update.isPending}>
            {t('save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** Deleting a box says plainly that the mail in it is lost. */
export function MailboxDeleteDialog({ orderId, box, onClose }: BoxProps) {
  const { t } = useTranslation('mail-db');
  const remove = useDeleteMailbox(orderId, box.address);
  return (
    <Dialog title={t('mail.delete_title', { address: box.address })} onClose={onClose}>
      <div className={hosting.stack}>
        <p>{t('mail.delete_text', { address: box.address })}</p>
        {remove.isError && (
          <Alert variant="danger">{errorText(t, remove.error, t('mail.delete_failed'))}</Alert>
        )}
        <div className={hosting.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button
            variant="danger"
            isBusy={remove.isPending}
            onClick={() => remove.mutate(undefined, { onSuccess: onClose })}
          >
            {t('mail.delete_confirm')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
