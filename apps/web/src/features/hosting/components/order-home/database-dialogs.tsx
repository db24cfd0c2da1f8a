import type { Database } from '@portal/contracts';
import { errorText } from '@portal/web-kit/errors';
import { useApiForm } from '@portal/web-kit/form';
import { Select, TextField } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { useCreateDatabase, useDatabasePassword, useDeleteDatabase } from '../../api/database-mutations';
import { ConfirmDialog } from './confirm-dialog';
import { FormDialog } from './form-dialog';
import { databaseCreateFormSchema, databasePasswordFormSchema } from './mail-db-forms';
import { NewPasswordField } from './new-password-field';
import { saveThenClose } from './save-then-close';

type CreateProps = { orderId: number; prefix: string; charsets: string[]; onClose: () => void };

/** A new database with its own user; both names get the order's prefix, which the fields show before them. */
export function DatabaseCreateDialog({ orderId, prefix, charsets, onClose }: CreateProps) {
  const { t } = useTranslation('mail-db');
  const create = useCreateDatabase(orderId);
  const form = useApiForm({
    schema: databaseCreateFormSchema,
    defaultValues: { name: '', user: '', password: '', charset: 'utf8mb4' },
  });
  const handleSubmit = saveThenClose(
    form,
    (body) => create.mutateAsync(body),
    t('db.create_failed'),
    onClose,
  );
  return (
    <FormDialog
      title={t('db.create_title')}
      onSubmit={handleSubmit}
      banner={form.banner}
      cancelText={t('cancel')}
      submitText={t('db.create_submit')}
      isBusy={create.isPending}
      onClose={onClose}
    >
      <TextField
        label={t('db.fields.name')}
        hint={t('db.prefix_hint', { prefix })}
        autoComplete="off"
        autoCapitalize="none"
        error={form.errorOf('name')}
        {...form.register('name')}
      />
      <TextField
        label={t('db.fields.user')}
        hint={t('db.prefix_hint', { prefix })}
        autoComplete="off"
        autoCapitalize="none"
        error={form.errorOf('user')}
        {...form.register('user')}
      />
      <NewPasswordField
        label={t('db.fields.password')}
        hint={t('password_hint')}
        error={form.errorOf('password')}
        {...form.register('password')}
      />
      <Select
        label={t('db.fields.charset')}
        options={charsets.map((charset) => ({ value: charset, label: charset }))}
        error={form.errorOf('charset')}
        {...form.register('charset')}
      />
    </FormDialog>
  );
}

type DatabaseProps = { orderId: number; database: Database; onClose: () => void };

/** The database user's new password; the old one stops working at once. */
export function DatabasePasswordDialog({ orderId, database, onClose }: DatabaseProps) {
  const { t } = useTranslation('mail-db');
  const change = useDatabasePassword(orderId, database.name);
  const form = useApiForm({ schema: databasePasswordFormSchema, defaultValues: { password: '' } });
  const handleSubmit = form.handleSubmit(async (body) => {
    form.showBanner(undefined);
    try {
      await change.mutateAsync(body);
      form.reset();
      form.showBanner({ variant: 'success', text: t('db.password_changed') });
    } catch (failure) {
      form.showError(failure, t('db.password_failed'));
    }
  });
  return (
    <FormDialog
      title={t('db.password_title', { user: database.users[0] ?? database.name })}
      onSubmit={handleSubmit}
      banner={form.banner}
      cancelText={t('close')}
      submitText={t('db.password_submit')}
      isBusy={change.isPending}
      onClose={onClose}
    >
      <p>{t('db.password_text')}</p>
      <NewPasswordField
        label={t('db.fields.new_password')}
        hint={t('password_hint')}
        error={form.errorOf('password')}
        {...form.register('password')}
      />
    </FormDialog>
  );
}

/** Deleting a database says that its tables and data are lost, with its user. */
export function DatabaseDeleteDialog({ orderId, database, onClose }: DatabaseProps) {
  const { t } = useTranslation('mail-db');
  const remove = useDeleteDatabase(orderId, database.name);
  return (
    <ConfirmDialog
      title={t('db.delete_title', { name: database.name })}
      text={t('db.delete_text', { name: database.name })}
      error={remove.isError ? errorText(t, remove.error, t('db.delete_failed')) : undefined}
      cancelText={t('cancel')}
      confirmText={t('db.delete_confirm')}
      isBusy={remove.isPending}
      onConfirm={() => remove.mutate(undefined, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}
