import { Card } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '../content-constants';
import { Badge } from './badge';
import styles from './payment-methods.module.css';

export type PaymentMethodGroupProps = {
  titleId: string;
  title: string;
  methods: readonly PaymentMethod[];
};

/** One group of payment systems; the badge says whether the method tops up the balance today. */
export function PaymentMethodGroup({ titleId, title, methods }: PaymentMethodGroupProps) {
  const { t } = useTranslation('content');
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <ul className={styles.grid}>
        {methods.map(({ name, status }) => (
          <Card as="li" key={name} className={styles.method}>
            <span className={styles.name} translate="no">
              {name}
            </span>
            {status && (
              <Badge tone={status === 'top_up' ? 'success' : 'warning'}>
                {t(`payments.status.${status}`)}
              </Badge>
            )}
          </Card>
        ))}
      </ul>
    </section>
  );
}
