import { emailSchema } from '@portal/contracts';
import { FormBanner, useApiForm } from '@portal/web-kit/form';
import { Button, TextField } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import formStyles from '@/components/form/form.module.css';
import { useInvite } from '../api/team-api';
import { GrantFields, type GrantValues, grantOf, grantShape, refineGrant } from './grant-fields';
import styles from './team.module.css';

const inviteFormSchema = z.object({ email: emailSchema, ...grantShape }).superRefine(refineGrant);
type InviteForm = { email: string } & GrantValues;

/**
 * The owner invites a person by e-mail with a role, or with permissions picked one by one; the invitee gets a
 * link that works for 7 days.
 */
export function InviteForm() {
  const { t } = useTranslation('team');
  const invite = useInvite();
  const form = useApiForm<InviteForm>({
    schema: inviteFormSchema,
    defaultValues: { email: '', role: 'technical', permissions: [] },
  });
  const submit = form.handleSubmit(async (values) => {
    form.showBanner(undefined);
    try {
      await invite.mutateAsync({ email: values.email, ...grantOf(values) });
      form.reset({ email: '', role: values.role, permissions: values.permissions });
      form.showBanner({ variant: 'success', text: t('invite.sent', { email: values.email }) });
    } catch (error) {
      form.showError(error, t('invite.failed'));
    }
  });
  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-labelledby="team-invite">
      <h2 id="team-invite" className={styles.heading}>
        {t('invite.title')}
      </h2>
      <FormBanner banner={form.banner} />
      <TextField
        label={t('invite.email')}
        type="email"
        autoComplete="off"
        {...form.register('email')}
        error={form.errorOf('email')}
      />
      <GrantFields
        role={form.watch('role')}
        roleField={form.register('role')}
        permissionsField={form.register('permissions')}
        roleError={form.errorOf('role')}
        permissionsError={form.errorOf('permissions')}
      />
      <Button type="submit" isBusy={form.formState.isSubmitting}>
        {t('invite.submit')}
      </Button>
    </form>
  );
}
