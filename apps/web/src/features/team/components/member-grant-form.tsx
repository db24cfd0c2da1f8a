import type { TeamMember } from '@portal/contracts';
import { FormBanner, useApiForm } from '@portal/web-kit/form';
import { Button } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import formStyles from '@/components/form/form.module.css';
import { useChangeMember } from '../api/team-api';
import { GrantFields, type GrantValues, grantOf, grantShape, refineGrant } from './grant-fields';
import styles from './team.module.css';

const grantFormSchema = z.object(grantShape).superRefine(refineGrant);

/** Under a member's row: their role or permissions, changed for their next request. */
export function MemberGrantForm({ member, onDone }: { member: TeamMember; onDone: () => void }) {
  const { t } = useTranslation('team');
  const change = useChangeMember();
  const form = useApiForm<GrantValues>({
    schema: grantFormSchema,
    defaultValues: { role: member.role, permissions: member.permissions },
  });
  const submit = form.handleSubmit(async (values) => {
    form.showBanner(undefined);
    try {
      await change.mutateAsync({ id: member.id, grant: grantOf(values) });
      onDone();
    } catch (error) {
      form.showError(error, t('action_failed'));
    }
  });
  const headingId = `team-member-${member.id}-change`;
  return (
    <form
      className={[formStyles.form, styles.memberForm].join(' ')}
      onSubmit={submit}
      noValidate
      aria-labelledby={headingId}
    >
      <h3 id={headingId} className={styles.subheading}>
        {t('members.change_title', { name: member.name })}
      </h3>
      <FormBanner banner={form.banner} />
      <GrantFields
        role={form.watch('role')}
        roleField={form.register('role')}
        permissionsField={form.register('permissions')}
        roleError={form.errorOf('role')}
        permissionsError={form.errorOf('permissions')}
      />
      <div className={styles.rowActions}>
        <Button type="submit" isBusy={form.formState.isSubmitting}>
          {t('members.save')}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          {t('members.cancel')}
        </Button>
      </div>
    </form>
  );
}
