import {
  ACCOUNT_PERMISSIONS,
  type AccountPermission,
  TEAM_ROLES,
  type TeamGrant,
  teamRoleSchema,
} from '@portal/contracts';
import { Checkbox, Select } from '@portal/web-kit/ui';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import styles from './team.module.css';

// What a member may do: a role, or "custom" with the eight permissions ticked one by one (docs/product/team.md).

export type TeamRoleChoice = z.infer<typeof teamRoleSchema>;
export type GrantValues = { role: TeamRoleChoice; permissions: AccountPermission[] };

export const ROLE_CHOICES: readonly TeamRoleChoice[] = [...TEAM_ROLES, 'custom'];

/** The grant's fields as a form checks them: a custom grant needs at least one permission. */
export const grantShape = {
  role: teamRoleSchema,
  // react-hook-form reads a group of boxes sharing one name as the list of the ticked ones.
  permissions: z.array(z.enum(ACCOUNT_PERMISSIONS)),
};

export function refineGrant(values: GrantValues, ctx: z.RefinementCtx): void {
  if (values.role === 'custom' && values.permissions.length === 0)
    ctx.addIssue({ code: 'custom', path: ['permissions'], message: 'required' });
}

/** The body the API takes: the role, or `custom` with the ticked permissions. */
export const grantOf = ({ role, permissions }: GrantValues): TeamGrant =>
  role === 'custom' ? { role, permissions } : { role };

/** The permission's label key (`billing.read` → `permissions.billing_read`: a dot would nest the key). */
export const permissionLabelKey = (permission: AccountPermission) =>
  `permissions.${permission.replace('.', '_')}` as const;

interface GrantFieldsProps {
  role: TeamRoleChoice;
  roleField: UseFormRegisterReturn<'role'>;
  permissionsField: UseFormRegisterReturn<'permissions'>;
  roleError: string | undefined;
  permissionsError: string | undefined;
}

/** The role select and, for `custom`, the permission boxes. */
export function GrantFields({
  role,
  roleField,
  permissionsField,
  roleError,
  permissionsError,
}: GrantFieldsProps) {
  const { t } = useTranslation('team');
  return (
    <>
      <Select
        label={t('invite.role')}
        options={ROLE_CHOICES.map((choice) => ({ value: choice, label: t(`roles.${choice}`) }))}
        hint={t(`role_hints.${role}`)}
        {...roleField}
        error={roleError}
      />
      {role === 'custom' && (
        <fieldset className={styles.permissions}>
          <legend className={styles.legend}>{t('permissions.legend')}</legend>
          <div className={styles.permissionGrid}>
            {ACCOUNT_PERMISSIONS.map((permission) => (
              <Checkbox
                key={permission}
                value={permission}
                label={t(permissionLabelKey(permission))}
                {...permissionsField}
              />
            ))}
          </div>
          {permissionsError && (
            <p className={styles.fieldError} role="alert">
              {permissionsError}
            </p>
          )}
        </fieldset>
      )}
    </>
  );
}
