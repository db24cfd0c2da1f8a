import type { HostingOrder, PayType, Tariff } from '@portal/contracts';
import { Alert, Button, Dialog } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { flashState } from '@/components/ui/flash-notice';
import { ShortfallAlert } from '@/components/ui/shortfall-alert';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useChangeTariff } from '../api/order-mutations';
import { usePreviewOrderChange } from '../api/preview-order-change';
import { ChangeSummary } from './change-summary';
import styles from './hosting.module.css';
import { shortfallOf } from './order-error';

type ChangeConfirmModalProps = {
  order: HostingOrder;
  tariff: Tariff;
  payType: PayType;
  onClose: () => void;
};

/**
 * docs/product/hosting.md: before a tariff change the customer sees exactly what is credited for the paid days left, what
 * the new tariff costs, the net paid or returned and the new period's end (or, under `reset`, what is lost).
 */
export function ChangeConfirmModal({ order, tariff, payType, onClose }: ChangeConfirmModalProps) {
  const { t } = useTranslation('hosting');
  const navigate = useNavigate();
  const preview = usePreviewOrderChange(order.id, {
    action: 'tariff_change',
    tariff_id: tariff.id,
    pay_type: payType,
  });
  const changeTariff = useChangeTariff(order.id);
  const data = preview.data;
  const changeShortfall = shortfallOf(changeTariff.error);
  const shortfall = data && !data.sufficient ? data.shortfall : changeShortfall;

  const handleConfirm = async () => {
    try {
      await changeTariff.mutateAsync({ tariff_id: tariff.id, pay_type: payType });
      navigate(paths.myOrders.path, { state: flashState(t('change.success')) });
    } catch {
      // Shown below from the mutation's error.
    }
  };

  return (
    <Dialog title={t('change.modal_title')} onClose={onClose}>
      {preview.isError ? (
        <Alert variant="danger">{t('change.preview_failed')}</Alert>
      ) : !data ? (
        <p className={styles.muted} aria-busy="true">
          <Spinner label={t('preview_loading')} isLabelShown />
        </p>
      ) : (
        <ChangeSummary preview={data} tariffName={tariff.name} payType={payType} />
      )}
      {shortfall !== undefined && shortfall > 0 && (
        <ShortfallAlert shortfall={shortfall} takesFocus={shortfall === changeShortfall} />
      )}
      {changeTariff.isError && changeShortfall === undefined && (
        <Alert variant="danger">{t('change.failed')}</Alert>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose}>
          {t('confirm.cancel')}
        </Button>
        <Button
          onClick={() => void handleConfirm()}
          isBusy={changeTariff.isPending}
          disabled={!data?.sufficient}
        >
          {t('confirm.submit')}
        </Button>
      </div>
    </Dialog>
  );
}
