import type { Language, OrderCancellation } from '@portal/contracts';
import { Card } from '@portal/web-kit/ui';
import type { TFunction } from 'i18next';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import ui from '@/components/ui.module.css';
import { formatDateTime, formatSom } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import styles from './orders.module.css';

const refundText = (cancellation: OrderCancellation, t: TFunction, lang: Language) =>
  cancellation.refund === null || cancellation.refund === 0
    ? t('orders:cancellation.no_refund')
    : t('common:som', { amount: formatSom(cancellation.refund, lang) });

/** The customer's cancellation of the order: when, scheduled or done, what came back, and their words. */
export function OrderCancellationCard({ cancellation }: { cancellation: OrderCancellation }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const facts: [string, string][] = [
    [
      t('orders:cancellation.when'),
      cancellation.when === 'now'
        ? t('orders:cancellation.when_now')
        : t('orders:cancellation.when_end_of_term'),
    ],
    [t('orders:cancellation.requested'), formatDateTime(cancellation.requested_at)],
    [t('orders:cancellation.effective'), formatDateTime(cancellation.effective_at)],
    [t('orders:cancellation.deleted'), formatDateTime(cancellation.deleted_at)],
    [t('orders:cancellation.refund'), refundText(cancellation, t, lang)],
    [t('orders:cancellation.reason'), cancellation.reason ?? t('orders:cancellation.no_reason')],
  ];
  return (
    <Card as="section" aria-labelledby="cancellation-title" data-testid="order-cancellation">
      <h2 id="cancellation-title">
        {t('orders:cancellation.title')}{' '}
        <span className={ui.badge} data-tone={cancellation.state === 'scheduled' ? 'muted' : 'danger'}>
          {cancellation.state === 'scheduled'
            ? t('orders:cancellation.scheduled')
            : t('orders:cancellation.done')}
        </span>
      </h2>
      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <Fragment key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
    </Card>
  );
}
