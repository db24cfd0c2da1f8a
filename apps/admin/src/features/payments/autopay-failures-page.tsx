import { Button, Card } from '@portal/web-kit/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Banner } from '@/components/banner';
import ui from '@/components/ui.module.css';
import { customerPath, orderPath } from '@/config/paths';
import { formatDateTime, formatSom } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { loadFailure } from '@/lib/load-failure';
import { useAutopayFailures } from './api/get-autopay-failures';
import styles from './payments.module.css';

const PAGE_SIZE = 50;

/** Auto-pay charges Payme refused, newest first: whose, which card, what for, and Payme's reason. */
export function AutopayFailuresPage() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const [page, setPage] = useState(1);
  const failures = useAutopayFailures(page);
  return (
    <section className={ui.stack}>
      <h1>{t('cards:failures_title')}</h1>
      <p className={ui.hint}>{t('cards:failures_intro')}</p>
      <Banner tone="error">{failures.isError ? loadFailure(failures.error, t) : null}</Banner>
      {failures.data?.length === 0 && <p className={ui.empty}>{t('cards:failures_none')}</p>}
      <ul className={styles.items}>
        {failures.data?.map((failure) => {
          const orderId = failure.subject?.startsWith('order:') ? Number(failure.subject.slice(6)) : null;
          // A domain's renewal: named by its id (the console has no page per domain).
          const domainId = failure.subject?.startsWith('domain:') ? Number(failure.subject.slice(7)) : null;
          return (
            <Card as="li" key={failure.charge_id} className={styles.item}>
              <p>
                <Link to={customerPath(failure.customer_id)}>
                  {t('audit:customer')} #{failure.customer_id}
                </Link>
                {orderId !== null && (
                  <>
                    {' · '}
                    <Link to={orderPath(orderId)}>{t('cards:order', { id: orderId })}</Link>
                  </>
                )}
                {domainId !== null && ` · ${t('cards:domain', { id: domainId })}`}
                {` · ${failure.masked_number} · ${t('common:som', { amount: formatSom(failure.amount, lang) })}`}
                {` · ${formatDateTime(failure.created_at)}`}
              </p>
              {/* Payme's own words and code: not translated. */}
              <p className={styles.detail}>
                {failure.failure_code !== null && `${failure.failure_code} `}
                {failure.reason ?? '—'}
              </p>
              {failure.final && (
                <span className={ui.badge} data-tone="danger">
                  {t('cards:card_dead')}
                </span>
              )}
            </Card>
          );
        })}
      </ul>
      <div className={ui.form}>
        {page > 1 && (
          <Button variant="secondary" type="button" onClick={() => setPage(page - 1)}>
            {t('cards:newer')}
          </Button>
        )}
        {failures.data?.length === PAGE_SIZE && (
          <Button variant="secondary" type="button" onClick={() => setPage(page + 1)}>
            {t('cards:older')}
          </Button>
        )}
      </div>
    </section>
  );
}
