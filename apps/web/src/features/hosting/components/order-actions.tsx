import type { HostingOrder, PanelLinkKind } from '@portal/contracts';
import { useTimedMessage } from '@portal/web-kit/form';
import { Alert, Button } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '@/components/ui/link-button';
import { changePackageHref, extendPackageHref } from '@/config/paths';
import { getPanelLink } from '../api/get-panel-link';
import styles from './hosting.module.css';
import { openPanel } from './open-panel';

const PANEL_ERROR_MS = 5000;

/** docs/product/hosting.md: active offers the panel, the wap panel, extend and change tariff; week offers extend only. */
export function OrderActions({ order }: { order: HostingOrder }) {
  const { t } = useTranslation('hosting');
  const [error, setError] = useTimedMessage<string>(PANEL_ERROR_MS);
  if (order.status !== 'active' && order.status !== 'week') return null;
  // An order its customer is ending is neither extended nor changed (the API refuses): undo the cancellation first.
  const isEnding = order.cancellation !== null;
  if (order.status === 'week' && isEnding) return null;

  const handleOpen = (kind: PanelLinkKind) => {
    setError(undefined);
    openPanel(() => getPanelLink(order.id, kind)).catch(() => setError(t('orders.panel_failed')));
  };
  const extend = (
    <LinkButton to={extendPackageHref(order.id)} variant="secondary">
      {t('orders.actions.extend')}
    </LinkButton>
  );
  return (
    <>
      <div className={styles.actions}>
        {order.status === 'active' ? (
          <>
            <Button onClick={() => handleOpen('ispmanager')}>{t('orders.actions.panel')}</Button>
            <Button variant="secondary" onClick={() => handleOpen('wap-ispmanager')}>
              {t('orders.actions.wap')}
            </Button>
            {!isEnding && (
              <>
                {extend}
                <LinkButton to={changePackageHref(order.id)} variant="secondary">
                  {t('orders.actions.change')}
                </LinkButton>
              </>
            )}
          </>
        ) : (
          !isEnding && extend
        )}
      </div>
      {error && <Alert variant="danger">{error}</Alert>}
    </>
  );
}
