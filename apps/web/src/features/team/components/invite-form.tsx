import { emailSchema, TEAM_ROLES, type TeamRole } from '@portal/contracts';
import { FormBanner, useApiForm } from '@portal/web-kit/form';
import { Button, Select, TextField } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import formStyles from '@/components/form/form.module.css';
import { useInvite } from '../api/team-api';
import styles from './team.module.css';

// The form picks one of the three roles; individual permissions are the API's (custom) for now.
const inviteFormSchema = z.object({
  email: emailSchema,
  role: z.enum(TEAM_ROLES, { error: 'required' }),
});
type InviteForm = { email: string; role: TeamRole };

/** The owner invites a person by e-mail with a role; the invitee gets a link that works for 7 days. */
export function InviteForm() {
  const { t } = useTranslation('team');
  const invite = useInvite();
  const form = useApiForm<InviteForm>({
    schema: inviteFormSchema,
    defaultValues: { email: '', role: 'technical' },
  });
  const submit = form.handleSubmit(async (values) => {
    form.showBanner(undefined);
    try {
      await invite.mutateAsync(values);
      form.reset({ email: '', role: values.role });
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
      <Select
        label={t('invite.role')}
        options={TEAM_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
        hint={t(`role_hints.${form.watch('role')}`)}
        {...form.register('role')}
        error={form.errorOf('role')}
      />
      <Button type="submit" isBusy={form.formState.isSubmitting}>
        {t('invite.submit')}
      </Button>
    </form>
  );
}
