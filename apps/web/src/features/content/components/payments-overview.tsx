import { Card } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';
import { INTERNATIONAL_PAYMENT_METHODS, LOCAL_PAYMENT_METHODS } from '../content-constants';
import { Icon } from './icon';
import { PaymentMethodGroup } from './payment-methods';
import styles from './payment-methods.module.css';

/** The accepted payment systems (docs/product/balance.md) and the way to the top-up page. */
export function PaymentsOverview({ isLoggedIn }: { isLoggedIn: boolean }) {
  const { t } = useTranslation('content');
  return (
    <>
      <Card className={styles.topUp}>
        <p className={styles.topUpText}>{t('payments.top_up_note')}</p>
        {isLoggedIn ? (
          <LinkButton to={paths.pay.path}>{t('payments.top_up')}</LinkButton>
        ) : (
          <LinkButton to={paths.login.path} variant="secondary">
            {t('payments.login_to_top_up')}
          </LinkButton>
        )}
      </Card>
      <div>
        <PaymentMethodGroup
          titleId="payments-local"
          title={t('payments.local')}
          methods={LOCAL_PAYMENT_METHODS}
        />
        <p className={styles.note}>{t('payments.cards_note')}</p>
      </div>
      <PaymentMethodGroup
        titleId="payments-international"
        title={t('payments.international')}
        methods={INTERNATIONAL_PAYMENT_METHODS}
      />
      <Card className={styles.sms}>
        <Icon name="chat" className={styles.smsIcon} />
        <p className={styles.topUpText}>
          <strong className={styles.smsTitle}>{t('payments.sms.title')}</strong>
          {t('payments.sms.text')}
        </p>
      </Card>
    </>
  );
}
