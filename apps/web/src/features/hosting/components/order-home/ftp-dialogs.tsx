import {
  createFtpUserRequestSchema,
  type FtpUser,
  ftpHomeSchema,
  strongPasswordSchema,
} from '@portal/contracts';
import { errorText } from '@portal/web-kit/errors';
import { FormBanner, useApiForm } from '@portal/web-kit/form';
import { Alert, Button, Dialog, TextField } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useCreateFtpUser, useDeleteFtpUser, useUpdateFtpUser } from '../../api/tools-mutations';
import hosting from '../hosting.module.css';

// A new FTP account (name, password, folder) or a change of one (a new password, another folder): the
// contract's rules, and the server's refusals shown on their fields.

const editFormSchema = z.object({
  password: z.union([z.literal(''), strongPasswordSchema(128)]),
  home: ftpHomeSchema,
});

type DialogProps = { orderId: number; homeRoot: string; user?: FtpUser; onClose: () => void };

export function FtpUserDialog(props: DialogProps) {
  return props.user ? <FtpEditDialog {...props} user={props.user} /> : <FtpCreateDialog {...props} />;
}

function FtpCreateDialog({ orderId, homeRoot, onClose }: DialogProps) {
  const { t } = useTranslation('hosting-tools');
  const create = useCreateFtpUser(orderId);
  const form = useApiForm({
    schema: createFtpUserRequestSchema,
    defaultValues: { name: '', password: '', home: '' },
  });
  const handleSubmit = form.handleSubmit(async (body) => {
    form.showBanner(undefined);
    try {
      await create.mutateAsync(body);
      onClose();
    } catch (failure) {
      form.showError(failure, t('ftp.create_failed'));
    }
  });
  return (
    <Dialog title={t('ftp.create_title')} onClose={onClose}>
      <form className={hosting.stack} noValidate onSubmit={(event) => void handleSubmit(event)}>
        <TextField
          label={t('ftp.name')}
          hint={t('ftp.name_hint')}
          autoComplete="off"
          autoCapitalize="none"
          error={form.errorOf('name')}
          {...form.register('name')}
        />
        <TextField
          type="password"
          label={t('ftp.password')}
          autoComplete="new-password"
          error={form.errorOf('password')}
          {...form.register('password')}
        />
        <TextField
          label={t('ftp.home')}
          hint={t('ftp.home_hint', { root: homeRoot })}
          autoComplete="off"
          autoCapitalize="none"
          error={form.errorOf('home')}
          {...form.register('home')}
        />
        <FormBanner banner={form.banner} />
        <div className={hosting.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('sites:cancel')}
          </Button>
          <Button type="submit" isBusy={create.isPending}>
            {t('ftp.create_submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function FtpEditDialog({ orderId, homeRoot, user, onClose }: DialogProps & { user: FtpUser }) {
  const { t } = useTranslation('hosting-tools');
  const update = useUpdateFtpUser(orderId, user.name);
  const form = useApiForm({ schema: editFormSchema, defaultValues: { password: '', home: user.home } });
  const handleSubmit = form.handleSubmit(async ({ password, home }) => {
    form.showBanner(undefined);
    try {
      // Only what changed goes to the server.
      await update.mutateAsync({
        ...(password !== '' ? { password } : {}),
        ...(home !== user.home || password === '' ? { home } : {}),
      });
      onClose();
    } catch (failure) {
      form.showError(failure, t('ftp.edit_failed'));
    }
  });
  return (
    <Dialog title={t('ftp.edit_title', { name: user.name })} onClose={onClose}>
      <form className={hosting.stack} noValidate onSubmit={(event) => void handleSubmit(event)}>
        <TextField
          type="password"
          label={t('ftp.new_password')}
          autoComplete="new-password"
          error={form.errorOf('password')}
          {...form.register('password')}
        />
        <TextField
          label={t('ftp.home')}
          hint={t('ftp.home_hint', { root: homeRoot })}
          autoComplete="off"
          autoCapitalize="none"
          error={form.errorOf('home')}
          {...form.register('home')}
        />
        <FormBanner banner={form.banner} />
        <div className={hosting.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('sites:cancel')}
          </Button>
          <Button type="submit" isBusy={update.isPending}>
            {t('ftp.edit_submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** Deleting an account says who can no longer connect and that the files stay. */
export function FtpDeleteDialog({
  orderId,
  user,
  onClose,
}: {
  orderId: number;
  user: FtpUser;
  onClose: () => void;
}) {
  const { t } = useTranslation('hosting-tools');
  const remove = useDeleteFtpUser(orderId, user.name);
  return (
    <Dialog title={t('ftp.delete_title', { name: user.name })} onClose={onClose}>
      <div className={hosting.stack}>
        <p>{t('ftp.delete_text', { name: user.name })}</p>
        {remove.isError && (
          <Alert variant="danger">{errorText(t, remove.error, t('ftp.delete_failed'))}</Alert>
        )}
        <div className={hosting.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('sites:cancel')}
          </Button>
          <Button
            variant="danger"
            isBusy={remove.isPending}
            onClick={() => remove.mutate(undefined, { onSuccess: onClose })}
          >
            {t('ftp.delete_confirm')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
