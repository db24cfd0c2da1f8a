import {
  CANCEL_REASON_MAX,
  type CancelPreview,
  type CancelWhen,
  cancelOrderRequestSchema,
  type HostingOrder,
  type Language,
} from '@portal/contracts';
import { FormBanner, useApiForm } from '@portal/web-kit/form';
import { Alert, Button, Dialog, TextArea } from '@portal/web-kit/ui';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { formatDate, formatSom } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useCancelOrder } from '../api/cancel-order';
import { usePreviewOrderCancel } from '../api/preview-order-cancel';
import styles from './cancel-order.module.css';
import hosting from './hosting.module.css';

type CancelOrderDialogProps = {
  order: HostingOrder;
  onClose: () => void;
  /** The order after the cancellation, as the API answered it. */
  onCancelled: (order: HostingOrder) => void;
};

/** What each choice does, in the API's numbers: exactly what returns to the balance and when the account goes. */
function choiceTexts(preview: CancelPreview, t: TFunction<'hosting'>, lang: Language) {
  const date = formatDate(preview.expires_at, lang);
  const nowDeleted = formatDate(preview.deleted_at.now, lang);
  const nowText =
    preview.policy === 'none'
      ? t('cancel.now_no_refund', { deleted: nowDeleted })
      : preview.refund > 0
        ? t('cancel.now_refund', {
            deleted: nowDeleted,
            amount: formatSom(preview.refund, lang),
            days: preview.unused_days,
          })
        : t('cancel.now_no_days', { deleted: nowDeleted });
  return {
    end_of_term: {
      title: t('cancel.end_of_term', { date }),
      text: t('cancel.end_of_term_text', {
        date,
        deleted: formatDate(preview.deleted_at.end_of_term, lang),
      }),
    },
    now: { title: t('cancel.now'), text: nowText },
  } satisfies Record<CancelWhen, { title: string; text: string }>;
}

/**
 * Cancel an order (docs/product/hosting.md, Cancel): at the end of the paid period (the default: nothing is lost) or now, each
 * choice saying what it does; an optional reason. The browser moves focus to the first choice as it opens.
 */
export function CancelOrderDialog({ order, onClose, onCancelled }: CancelOrderDialogProps) {
  const { t } = useTranslation('hosting');
  const lang = currentLanguage();
  const preview = usePreviewOrderCancel(order.id);
  const cancelOrder = useCancelOrder(order.id);
  const form = useApiForm({
    schema: cancelOrderRequestSchema,
    defaultValues: { when: 'end_of_term', reason: '' },
  });
  const when = form.watch('when');

  const handleSubmit = form.handleSubmit(async (body) => {
    form.showBanner(undefined);
    try {
      onCancelled(await cancelOrder.mutateAsync(body));
    } catch (failure) {
      form.showError(failure, t('cancel.failed'));
    }
  });

  const texts = preview.data ? choiceTexts(preview.data, t, lang) : undefined;
  return (
    <Dialog title={t('cancel.title', { id: order.id })} onClose={onClose}>
      {preview.isError ? (
        <Alert variant="danger">{t('cancel.preview_failed')}</Alert>
      ) : !texts ? (
        <p className={hosting.muted} aria-busy="true">
          <Spinner label={t('preview_loading')} isLabelShown />
        </p>
      ) : (
        <form className={hosting.stack} noValidate onSubmit={(event) => void handleSubmit(event)}>
          <fieldset className={styles.choices}>
            <legend className={styles.legend}>{t('cancel.when_label')}</legend>
            {(['end_of_term', 'now'] as const).map((choice) => (
              <label key={choice} className={styles.choice} data-selected={when === choice || undefined}>
                {/* The whole block selects the choice; its name is the title, the consequences its description. */}
                <input
                  type="radio"
                  value={choice}
                  aria-labelledby={`cancel-${order.id}-${choice}-title`}
                  aria-describedby={`cancel-${order.id}-${choice}-text`}
                  {...form.register('when')}
                />
                <span className={styles.choiceBody}>
                  <span id={`cancel-${order.id}-${choice}-title`} className={styles.choiceTitle}>
                    {texts[choice].title}
                  </span>
                  <span id={`cancel-${order.id}-${choice}-text`} className={styles.choiceText}>
                    {texts[choice].text}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
          <TextArea
            label={t('cancel.reason')}
            hint={t('cancel.reason_hint', { max: CANCEL_REASON_MAX })}
            maxLength={CANCEL_REASON_MAX}
            rows={3}
            error={form.errorOf('reason')}
            {...form.register('reason')}
          />
          <FormBanner banner={form.banner} />
          <div className={hosting.actions}>
            <Button variant="secondary" onClick={onClose}>
              {t('cancel.keep')}
            </Button>
            <Button variant="danger" type="submit" isBusy={cancelOrder.isPending}>
              {when === 'now' ? t('cancel.confirm_now') : t('cancel.confirm_end_of_term')}
            </Button>
          </div>
        </form>
      )}
      {preview.isError && (
        <div className={hosting.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel.keep')}
          </Button>
        </div>
      )}
    </Dialog>
  );
}
