import {
  createFtpUserRequestSchema,
  type FtpUser,
  ftpHomeSchema,
  strongPasswordSchema,
} from '@portal/contracts';
import { errorText } from '@portal/web-kit/errors';
import { useApiForm } from '@portal/web-kit/form';
import { TextField, type TextFieldProps } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useCreateFtpUser, useDeleteFtpUser, useUpdateFtpUser } from '../../api/tools-mutations';
import { ConfirmDialog } from './confirm-dialog';
import { FormDialog } from './form-dialog';
import { NewPasswordField } from './new-password-field';
import { saveThenClose } from './save-then-close';

// A new FTP account (name, password, folder) or a change of one (a new password, another folder): the
// contract's rules, and the server's refusals shown on their fields.

const editFormSchema = z.object({
  password: z.union([z.literal(''), strongPasswordSchema(128)]),
  home: ftpHomeSchema,
});

type DialogProps = { orderId: number; homeRoot: string; user?: FtpUser; onClose: () => void };

/** The account's folder, under the order's home folder (shown in the hint). */
function HomeField({ homeRoot, ...field }: Omit<TextFieldProps, 'label' | 'hint'> & { homeRoot: string }) {
  const { t } = useTranslation('hosting-tools');
  return (
    <TextField
      label={t('ftp.home')}
      hint={t('ftp.home_hint', { root: homeRoot })}
      autoComplete="off"
      autoCapitalize="none"
      {...field}
    />
  );
}

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
  const handleSubmit = saveThenClose(
    form,
    (body) => create.mutateAsync(body),
    t('ftp.create_failed'),
    onClose,
  );
  return (
    <FormDialog
      title={t('ftp.create_title')}
      onSubmit={handleSubmit}
      banner={form.banner}
      cancelText={t('sites:cancel')}
      submitText={t('ftp.create_submit')}
      isBusy={create.isPending}
      onClose={onClose}
    >
      <TextField
        label={t('ftp.name')}
        hint={t('ftp.name_hint')}
        autoComplete="off"
        autoCapitalize="none"
        error={form.errorOf('name')}
        {...form.register('name')}
      />
      <NewPasswordField
        label={t('ftp.password')}
        error={form.errorOf('password')}
        {...form.register('password')}
      />
      <HomeField homeRoot={homeRoot} error={form.errorOf('home')} {...form.register('home')} />
    </FormDialog>
  );
}

function FtpEditDialog({ orderId, homeRoot, user, onClose }: DialogProps & { user: FtpUser }) {
  const { t } = useTranslation('hosting-tools');
  const update = useUpdateFtpUser(orderId, user.name);
  const form = useApiForm({ schema: editFormSchema, defaultValues: { password: '', home: user.home } });
  // Only what changed goes to the server.
  const handleSubmit = saveThenClose(
    form,
    ({ password, home }) =>
      update.mutateAsync({
        ...(password !== '' ? { password } : {}),
        ...(home !== user.home || password === '' ? { home } : {}),
      }),
    t('ftp.edit_failed'),
    onClose,
  );
  return (
    <FormDialog
      title={t('ftp.edit_title', { name: user.name })}
      onSubmit={handleSubmit}
      banner={form.banner}
      cancelText={t('sites:cancel')}
      submitText={t('ftp.edit_submit')}
      isBusy={update.isPending}
      onClose={onClose}
    >
      <NewPasswordField
        label={t('ftp.new_password')}
        error={form.errorOf('password')}
        {...form.register('password')}
      />
      <HomeField homeRoot={homeRoot} error={form.errorOf('home')} {...form.register('home')} />
    </FormDialog>
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
    <ConfirmDialog
      title={t('ftp.delete_title', { name: user.name })}
      text={t('ftp.delete_text', { name: user.name })}
      error={remove.isError ? errorText(t, remove.error, t('ftp.delete_failed')) : undefined}
      cancelText={t('sites:cancel')}
      confirmText={t('ftp.delete_confirm')}
      isBusy={remove.isPending}
      onConfirm={() => remove.mutate(undefined, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}
