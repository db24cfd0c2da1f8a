import type { Database } from '@portal/contracts';
import { errorText } from '@portal/web-kit/errors';
import { FormBanner, useApiForm } from '@portal/web-kit/form';
import { Alert, Button, Dialog, Select, TextField } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { useCreateDatabase, useDatabasePassword, useDeleteDatabase } from '../../api/database-mutations';
import hosting from '../hosting.module.css';
import { databaseCreateFormSchema, databasePasswordFormSchema } from './mail-db-forms';

type CreateProps = { orderId: number; prefix: string; charsets: string[]; onClose: () => void };

/** A new database with its own user; both names get the order's prefix, which the fields show before them. */
export function DatabaseCreateDialog({ orderId, prefix, charsets, onClose }: CreateProps) {
  const { t } = useTranslation('mail-db');
  const create = useCreateDatabase(orderId);
  const form = useApiForm({
    schema: databaseCreateFormSchema,
    defaultValues: { name: '', user: '', password: '', charset: 'utf8mb4' },
  });
  const handleSubmit = form.handleSubmit(async (body) => {
    form.showBanner(undefined);
    try {
      await create.mutateAsync(body);
      onClose();
    } catch (failure) {
      form.showError(failure, t('db.create_failed'));
    }
  });
  return (
    <Dialog title={t('db.create_title')} onClose={onClose}>
      <form className={hosting.stack} noValidate onSubmit={(event) => void handleSubmit(event)}>
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
        <TextField
          label={t('db.fields.password')}
          hint={t('password_hint')}
          type="password"
          autoComplete="new-password"
          error={form.errorOf('password')}
          {...form.register('password')}
        />
        <Select
          label={t('db.fields.charset')}
          options={charsets.map((charset) => ({ value: charset, label: charset }))}
          error={form.errorOf('charset')}
          {...form.register('charset')}
        />
        <FormBanner banner={form.banner} />
        <div className={hosting.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" isBusy={create.isPending}>
            {t('db.create_submit')}
          </Button>
        </div>
      </form>
    </Dialog>
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
    <Dialog title={t('db.password_title', { user: database.users[0] ?? database.name })} onClose={onClose}>
      <form className={hosting.stack} noValidate onSubmit={(event) => void handleSubmit(event)}>
        <p>{t('db.password_text')}</p>
        <TextField
          label={t('db.fields.new_password')}
          hint={t('password_hint')}
          type="password"
          autoComplete="new-password"
          error={form.errorOf('password')}
          {...form.register('password')}
        />
        <FormBanner banner={form.banner} />
        <div className={hosting.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('close')}
          </Button>
          <Button type="submit" isBusy={change.isPending}>
            {t('db.password_submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** Deleting a database says that its tables and data are lost, with its user. */
export function DatabaseDeleteDialog({ orderId, database, onClose }: DatabaseProps) {
  const { t } = useTranslation('mail-db');
  const remove = useDeleteDatabase(orderId, database.name);
  return (
    <Dialog title={t('db.delete_title', { name: database.name })} onClose={onClose}>
      <div className={hosting.stack}>
        <p>{t('db.delete_text', { name: database.name })}</p>
        {remove.isError && (
          <Alert variant="danger">{errorText(t, remove.error, t('db.delete_failed'))}</Alert>
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
            {t('db.delete_confirm')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
