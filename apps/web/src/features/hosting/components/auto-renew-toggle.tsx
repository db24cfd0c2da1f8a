import type { HostingOrder } from '@portal/contracts';
import { Alert, Checkbox } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { useSetAutoRenew } from '../api/order-mutations';

/** docs/product/hosting.md: per-order auto-renew; at expiry the balance pays another period instead of grace. */
export function AutoRenewToggle({ order }: { order: HostingOrder }) {
  const { t } = useTranslation('hosting');
  const setAutoRenew = useSetAutoRenew(order.id);
  // Shows the requested state while the request runs, then the server's.
  const isChecked = setAutoRenew.isPending ? Boolean(setAutoRenew.variables?.auto_renew) : order.auto_renew;
  return (
    <>
      <Checkbox
        label={t('orders.auto_renew')}
        checked={isChecked}
        disabled={setAutoRenew.isPending}
        onChange={(event) => setAutoRenew.mutate({ auto_renew: event.target.checked })}
      />
      {setAutoRenew.isError && <Alert variant="danger">{t('orders.auto_renew_failed')}</Alert>}
    </>
  );
}
