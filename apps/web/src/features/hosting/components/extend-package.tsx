import { extendOrderRequestSchema, type HostingOrder, MAX_EXTEND_PERIODS } from '@portal/contracts';
import { FormBanner, useApiForm } from '@portal/web-kit/form';
import { Alert, Button, Card, TextField } from '@portal/web-kit/ui';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { flashState } from '@/components/ui/flash-notice';
import { ShortfallAlert } from '@/components/ui/shortfall-alert';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { formatDate, formatSom } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useExtendOrder } from '../api/order-mutations';
import { usePreviewOrderChange } from '../api/preview-order-change';
import styles from './hosting.module.css';
import { orderFailureText, shortfallOf } from './order-error';

/** docs/product/limits.md: extension errors stay on screen for 5 s. */
export const EXTEND_ERROR_MS = 5000;

/** N as typed, when the contract accepts it. */
const periodsOf = (typed: unknown): number | undefined =>
  extendOrderRequestSchema.safeParse({ extend_period: typed }).data?.extend_period;

/** /extend-package: N periods of the order's own length; the new expiry and the price follow N as it changes. */
export function ExtendPackage({ order }: { order: HostingOrder }) {
  const { t } = useTranslation('hosting');
  const lang = currentLanguage();
  const navigate = useNavigate();
  const form = useApiForm({
    schema: extendOrderRequestSchema,
    defaultValues: { extend_period: '1' },
    mode: 'onChange',
    bannerMs: EXTEND_ERROR_MS,
  });
  const [shortfall, setShortfall] = useState<number>();
  const typed = form.watch('extend_period');
  const periods = periodsOf(typed);
  const preview = usePreviewOrderChange(
    order.id,
    periods === undefined ? undefined : { action: 'extend', extend_period: periods },
  );
  const extendOrder = useExtendOrder(order.id);
  const payType = order.settings.pay.type;

  if (order.status !== 'active' && order.status !== 'week')
    return <Alert variant="warning">{t('extend.not_allowed')}</Alert>;

  const handleSubmit = form.handleSubmit(async (body) => {
    form.showBanner(undefined);
    setShortfall(undefined);
    try {
      await extendOrder.mutateAsync(body);
      navigate(paths.myOrders.path, { state: flashState(t('extend.success')) });
    } catch (failure) {
      const missing = shortfallOf(failure);
      if (missing !== undefined) setShortfall(missing);
      else {
        const message = orderFailureText(failure, t('confirm.failed'));
        form.showBanner({ variant: 'danger', text: t('extend.error', { message }) });
      }
    }
  });

  // While N's preview is on its way the old one (kept as a placeholder) is not the answer: a spinner says so.
  const isCalculating = periods !== undefined && (preview.isPending || preview.isPlaceholderData);
  const data = periods !== undefined && !isCalculating ? preview.data : undefined;
  const pending = isCalculating ? <Spinner label={t('preview_loading')} /> : '—';
  const rows: [string, ReactNode][] = [
    [t('extend.current_expiry'), formatDate(order.expires_at, lang)],
    [t('extend.new_expiry'), data ? formatDate(data.new_expires_at, lang) : pending],
    [t('extend.price'), data ? t('som', { amount: formatSom(data.charge, lang) }) : pending],
  ];
  return (
    <form className={styles.stack} onSubmit={(event) => void handleSubmit(event)} noValidate>
      <Card className={styles.card}>
        <h2 className={styles.cardTitle}>{t('extend.order', { id: order.id, tariff: order.tariff.name })}</h2>
        <TextField
          label={t(`period_count.${payType}`)}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_EXTEND_PERIODS}
          step={1}
          {...form.register('extend_period', { onChange: () => setShortfall(undefined) })}
          error={
            String(typed) !== '' && periods === undefined
              ? t('extend.bounds', { max: MAX_EXTEND_PERIODS })
              : undefined
          }
        />
        <dl
          className={styles.facts}
          aria-live="polite"
          aria-busy={isCalculating}
          data-testid="extend-preview"
        >
          {rows.map(([label, value]) => (
            <div key={label} className={styles.fact}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
      {data && !data.sufficient && shortfall === undefined && <ShortfallAlert shortfall={data.shortfall} />}
      {shortfall !== undefined && <ShortfallAlert shortfall={shortfall} takesFocus />}
      <FormBanner banner={form.banner} />
      <Button type="submit" isBlock isBusy={extendOrder.isPending} disabled={periods === undefined}>
        {t('extend.submit')}
      </Button>
    </form>
  );
}
