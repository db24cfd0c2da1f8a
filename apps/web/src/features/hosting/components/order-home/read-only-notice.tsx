import type { HostingAccess } from '@portal/contracts';
import { Alert } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '@/components/ui/link-button';
import { extendPackageHref } from '@/config/paths';
import { useProfile } from '@/lib/profile';

type Access = Pick<HostingAccess, 'writable' | 'message'> & { reason: string | null };

/**
 * Whether this screen may change the order's panel objects: the server's answer, and never while our staff
 * view the portal as the customer (the server refuses those writes too; the screen does not offer them).
 */
export function useCanChange(access: Access | undefined): boolean {
  const isSupportSession = Boolean(useProfile().data?.support_session);
  return Boolean(access?.writable) && !isSupportSession;
}

/** The sentence saying why the lists can be read but not changed, and for a lapsed order how to renew it. */
export function ReadOnlyNotice({ access, orderId }: { access: Access | undefined; orderId: number }) {
  const { t } = useTranslation('sites');
  const isSupportSession = Boolean(useProfile().data?.support_session);
  if (!access) return null;
  const reason = isSupportSession ? 'support_session' : access.reason;
  if (access.writable && !isSupportSession) return null;
  const canRenew = reason === 'order_suspended' || reason === 'order_expired';
  const known = reason !== null && t(`read_only.${reason}`, { defaultValue: '' });
  return (
    <Alert variant="info">
      <p>{known || access.message || t('read_only.other')}</p>
      {canRenew && (
        <LinkButton to={extendPackageHref(orderId)} variant="secondary">
          {t('read_only.renew')}
        </LinkButton>
      )}
    </Alert>
  );
}
