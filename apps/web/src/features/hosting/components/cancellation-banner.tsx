import type { HostingOrder, OrderCancellation } from '@portal/contracts';
import { Alert, Button } from '@portal/web-kit/ui';
import type { TFunction } from 'i18next';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatSom } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useUndoCancel } from '../api/cancel-order';
import styles from './cancel-order.module.css';

/** The sentence for where a cancellation stands now, in the API's dates and amount. */
function stateText(order: HostingOrder, cancellation: OrderCancellation, t: TFunction<'hosting'>) {
  const lang = currentLanguage();
  const values = {
    date: formatDate(cancellation.effective_at, lang),
    deleted: formatDate(cancellation.deleted_at, lang),
    amount: formatSom(cancellation.refund ?? 0, lang),
  };
  if (cancellation.state === 'scheduled') return t('cancel.state.scheduled', values);
  const refund =
    cancellation.when === 'end_of_term'
      ? ''
      : ` ${t((cancellation.refund ?? 0) > 0 ? 'cancel.state.refunded' : 'cancel.state.not_refunded', values)}`;
  const lead = t(
    cancellation.when === 'now' ? 'cancel.state.done_now' : 'cancel.state.done_end_of_term',
    values,
  );
  const account =
    order.status === 'cancelled'
      ? t('cancel.state.account_deleted')
      : t('cancel.state.account_suspended', values);
  return `${lead}${refund} ${account}`;
}

type CancellationBannerProps = {
  order: HostingOrder;
  /** Set right after the customer changed the cancellation, so the new state is where focus lands. */
  isFocused?: boolean;
};

/** An order's cancellation on its card: when it ends or ended, what came back, and "undo" while scheduled. */
export function CancellationBanner({ order, isFocused = false }: CancellationBannerProps) {
  const { t } = useTranslation('hosting');
  const undo = useUndoCancel(order.id);
  const ref = useRef<HTMLDivElement>(null);
  const { cancellation } = order;
  // The undo button goes with the scheduled state, so focus moves to the words that say what happened.
  const isJustUndone = undo.isSuccess && !cancellation;
  // The refreshed order may arrive a moment after the request's answer: focus once the banner is there.
  const isShown = cancellation !== null;
  useEffect(() => {
    if ((isFocused && isShown) || isJustUndone) ref.current?.focus();
  }, [isFocused, isShown, isJustUndone]);
  if (!cancellation) {
    return isJustUndone ? (
      <div ref={ref} tabIndex={-1} className={styles.banner}>
        <Alert variant="success">{t('cancel.undone')}</Alert>
      </div>
    ) : null;
  }
  const isScheduled = cancellation.state === 'scheduled';
  return (
    <div ref={ref} tabIndex={-1} className={styles.banner} data-testid="order-cancellation">
      <Alert variant={isScheduled ? 'warning' : 'info'}>
        <p>{stateText(order, cancellation, t)}</p>
      </Alert>
      {isScheduled && (
        <div>
          <Button variant="secondary" isBusy={undo.isPending} onClick={() => undo.mutate()}>
            {t('cancel.undo')}
          </Button>
        </div>
      )}
      {undo.isError && <Alert variant="danger">{t('cancel.undo_failed')}</Alert>}
    </div>
  );
}
