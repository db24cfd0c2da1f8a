import {
  type HostingOrder,
  type PayType,
  PERIOD_SECONDS,
  payTypeSchema,
  type Tariff,
} from '@portal/contracts';
import { useTimedMessage } from '@portal/web-kit/form';
import { Alert, Button, Card } from '@portal/web-kit/ui';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { LinkButton } from '@/components/ui/link-button';
import { ShortfallAlert } from '@/components/ui/shortfall-alert';
import { paths, serverTariffsHref } from '@/config/paths';
import { useDelayedAction } from '@/hooks/use-delayed-action';
import { useCheckoutDraft } from '@/lib/checkout-draft';
import { formatDate, formatSom } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useCreateOrder } from '../api/order-mutations';
import { offeredPayTypes } from './format';
import styles from './hosting.module.css';
import { orderFailureText, shortfallOf } from './order-error';
import { PeriodChoice } from './period-choice';

// docs/product/limits.md: success goes to /my_orders after 1.5 s; confirmation errors show for 2 s.
export const ORDER_REDIRECT_MS = 1500;
export const CONFIRM_ERROR_MS = 2000;

const DEFAULT_PAY_TYPE = String(PERIOD_SECONDS.month) as PayType;
const periodDraftSchema = z.object({ pay_type: payTypeSchema });

/**
 * Something ordered together with the hosting (today a domain), composed in by the route so this feature
 * imports no other: its form, why it is not ready, and its own request once the hosting order exists.
 */
export type OrderAddon = {
  element: ReactNode;
  problem: string | undefined;
  afterOrder: (order: HostingOrder) => Promise<{ ok: boolean; text: string } | undefined>;
};

type OrderConfirmationProps = { tariff: Tariff; now?: () => number; addon?: OrderAddon | undefined };

/** /pay/confirmation: pick the period, read what is charged and until when, then confirm or cancel. */
export function OrderConfirmation({ tariff, now = Date.now, addon }: OrderConfirmationProps) {
  const { t } = useTranslation('hosting');
  const lang = currentLanguage();
  const navigate = useNavigate();
  const offered = offeredPayTypes(tariff);
  const [payType, setPayType] = useState<PayType | undefined>(
    offered.includes(DEFAULT_PAY_TYPE) ? DEFAULT_PAY_TYPE : offered[0],
  );
  // The period chosen before a top-up is chosen again on the way back (the tariff is in the address).
  const saveDraft = useCheckoutDraft(periodDraftSchema, (draft) => {
    if (offered.includes(draft.pay_type)) setPayType(draft.pay_type);
  });
  const [error, setError] = useTimedMessage<string>(CONFIRM_ERROR_MS);
  const [shortfall, setShortfall] = useState<number>();
  const [addonResult, setAddonResult] = useState<{ ok: boolean; text: string }>();
  const [isAddonRunning, setIsAddonRunning] = useState(false);
  const createOrder = useCreateOrder();
  const [isDone, scheduleRedirect] = useDelayedAction(() => navigate(paths.myOrders.path), ORDER_REDIRECT_MS);

  const price = payType ? tariff.price[payType] : undefined;
  // The API sets the expiry one period from the moment it charges; this is the same sum, for display.
  const expiresAt = payType ? new Date(now() + Number(payType) * 1000).toISOString() : undefined;

  const handleConfirm = async () => {
    if (!payType) return;
    setShortfall(undefined);
    setError(undefined);
    if (addon?.problem) return setError(addon.problem);
    let order: HostingOrder;
    try {
      order = await createOrder.mutateAsync({ tariff_id: tariff.id, pay_type: payType });
    } catch (failure) {
      const missing = shortfallOf(failure);
      if (missing !== undefined) setShortfall(missing);
      else setError(orderFailureText(failure, t('confirm.failed')));
      return;
    }
    // The add-on's own request, after the hosting one: each is answered once and reported on its own.
    setIsAddonRunning(true);
    const outcome = addon ? await addon.afterOrder(order) : undefined;
    setIsAddonRunning(false);
    setAddonResult(outcome);
    // A failed add-on stays on screen to be read; the hosting order is there either way.
    if (!outcome || outcome.ok) scheduleRedirect();
  };
  const isOrdered = isDone || addonResult !== undefined;

  return (
    <div className={styles.stack}>
      <Card className={styles.card}>
        <h2 className={styles.cardTitle}>
          {t('confirm.tariff')}: {tariff.name}
        </h2>
        <PeriodChoice
          payTypes={offered}
          value={payType}
          onChange={(next) => {
            setPayType(next);
            setShortfall(undefined);
          }}
        />
        {payType && price !== undefined && expiresAt && (
          <p className={styles.summary} data-testid="order-summary">
            {t('confirm.text', {
              tariff: tariff.name,
              period: t(`period_names.${payType}`),
              amount: formatSom(price, lang),
              date: formatDate(expiresAt, lang),
            })}
          </p>
        )}
      </Card>
      {addon?.element}
      {shortfall !== undefined && (
        <ShortfallAlert
          shortfall={shortfall}
          takesFocus
          onTopUp={() => payType && saveDraft({ pay_type: payType })}
        />
      )}
      {error && <Alert variant="danger">{error}</Alert>}
      {addonResult && !addonResult.ok && <Alert variant="success">{t('confirm.created')}</Alert>}
      {addonResult && <Alert variant={addonResult.ok ? 'success' : 'danger'}>{addonResult.text}</Alert>}
      {isDone && <Alert variant="success">{t('confirm.success')}</Alert>}
      {addonResult && !addonResult.ok && (
        <LinkButton to={paths.myOrders.path}>{t('confirm.to_orders')}</LinkButton>
      )}
      <div className={styles.actions}>
        <Button
          variant="secondary"
          onClick={() => navigate(serverTariffsHref(tariff.server_id))}
          disabled={isOrdered}
        >
          {t('confirm.cancel')}
        </Button>
        <Button
          onClick={() => void handleConfirm()}
          isBusy={createOrder.isPending || isAddonRunning}
          disabled={!payType || isOrdered}
        >
          {t('confirm.submit')}
        </Button>
      </div>
    </div>
  );
}
