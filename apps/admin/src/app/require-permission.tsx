import { can, type StaffMe, type StaffPermission } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import ui from '@/components/ui.module.css';

/**
 * A page the signed-in role may not open says so, instead of asking its API and showing "try again" for the
 * refusal: a link typed or kept from another role's session lands here.
 */
export function RequirePermission({
  permission,
  children,
}: {
  permission: StaffPermission;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const me = useOutletContext<StaffMe>();
  if (can(me.role, permission)) return children;
  return (
    <section className={ui.stack} aria-labelledby="no-permission-title">
      <h1 id="no-permission-title">{t('common:no_permission_title')}</h1>
      <p>{t('common:no_permission')}</p>
    </section>
  );
}
