import type { DomainDetail } from '@portal/contracts';
import { shortfallOf } from '@portal/web-kit/api';
import { errorTextWithFields } from '@portal/web-kit/errors';
import { Alert, Button, Card } from '@portal/web-kit/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSom } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useRenewDomain, useRestoreDomain } from '../api/domain-mutations';
import styles from './domains.module.css';
import { MoneyFacts } from './money-facts';
import { TermSelect, termsOf } from './term-select';

/** Renew an active or grace domain: the term and its price, then a confirmation of the sum (like extend). */
export function DomainRenew({ domain }: { domain: DomainDetail }) {
  const { t } = useTranslation('domains');
  const lang = currentLanguage();
  const [years, setYears] = useState(termsOf(domain.prices.renew)[0] ?? 1);
  const [isConfirming, setIsConfirming] = useState(false);
  const [shortfall, setShortfall] = useState<number>();
  const [result, setResult] = useState<{ ok: boolean; text: string }>();
  const renew = useRenewDomain(domain.id);
  const price = domain.prices.renew[String(years)];

  const handleRenew = async () => {
    setShortfall(undefined);
    setResult(undefined);
    try {
      await renew.mutateAsync(years);
      setIsConfirming(false);
      setResult({ ok: true, text: t(domain.manual ? 'renew.success_manual' : 'renew.success') });
    } catch (failure) {
      setIsConfirming(false);
      const missing = shortfallOf(failure);
      if (missing !== undefined) setShortfall(missing);
      else setResult({ ok: false, text: errorTextWithFields(t, failure, t('renew.failed')) });
    }
  };

  return (
    <Card as="section" className={styles.card} aria-labelledby="domain-renew">
      <h2 id="domain-renew" className={styles.cardTitle}>
        {t('renew.title')}
      </h2>
      {termsOf(domain.prices.renew).length === 0 ? (
        <p className={styles.muted}>{t('renew.not_sold')}</p>
      ) : (
        <>
          <TermSelect
            prices={domain.prices.renew}
            value={years}
            onChange={(next) => {
              setYears(next);
              setIsConfirming(false);
              setShortfall(undefined);
            }}
          />
          <MoneyFacts price={price} label={t('renew.price')} serverShortfall={shortfall} />
          {isConfirming ? (
            <div className={styles.stack}>
              <p>
                {t('renew.confirm', {
                  years,
                  amount: formatSom(price ?? 0, lang),
                  name: domain.display_name,
                })}
              </p>
              <div className={styles.actions}>
                <Button onClick={() => void handleRenew()} isBusy={renew.isPending}>
                  {t('renew.confirm_yes')}
                </Button>
                <Button variant="secondary" onClick={() => setIsConfirming(false)} disabled={renew.isPending}>
                  {t('renew.cancel')}
                </Button>
              </div>
            </div>
          ) : (
            <Button
              onClick={() => setIsConfirming(true)}
              disabled={price === undefined || domain.open_operation !== null}
            >
              {t('renew.submit')}
            </Button>
          )}
        </>
      )}
      {result && <Alert variant={result.ok ? 'success' : 'danger'}>{result.text}</Alert>}
    </Card>
  );
}

/** Restore a domain in redemption: one price (which also renews a year), confirmed once. */
export function DomainRestore({ domain }: { domain: DomainDetail }) {
  const { t } = useTranslation('domains');
  const lang = currentLanguage();
  const [isConfirming, setIsConfirming] = useState(false);
  const [shortfall, setShortfall] = useState<number>();
  const [result, setResult] = useState<{ ok: boolean; text: string }>();
  const restore = useRestoreDomain(domain.id);
  const price = domain.prices.restore['1'];

  const handleRestore = async () => {
    setShortfall(undefined);
    setResult(undefined);
    try {
      await restore.mutateAsync();
      setResult({ ok: true, text: t('restore.success') });
    } catch (failure) {
      const missing = shortfallOf(failure);
      if (missing !== undefined) setShortfall(missing);
      else setResult({ ok: false, text: errorTextWithFields(t, failure, t('restore.failed')) });
    }
    setIsConfirming(false);
  };

  return (
    <Card as="section" className={styles.card} aria-labelledby="domain-restore">
      <h2 id="domain-restore" className={styles.cardTitle}>
        {t('restore.title')}
      </h2>
      <p className={styles.muted}>{t('restore.intro')}</p>
      <MoneyFacts price={price} label={t('restore.price')} serverShortfall={shortfall} />
      {isConfirming ? (
        <div className={styles.actions}>
          <Button onClick={() => void handleRestore()} isBusy={restore.isPending}>
            {t('restore.confirm_yes', { amount: formatSom(price ?? 0, lang) })}
          </Button>
          <Button variant="secondary" onClick={() => setIsConfirming(false)} disabled={restore.isPending}>
            {t('renew.cancel')}
          </Button>
        </div>
      ) : (
        <Button
          onClick={() => setIsConfirming(true)}
          disabled={price === undefined || domain.open_operation !== null}
        >
          {t('restore.submit')}
        </Button>
      )}
      {result && <Alert variant={result.ok ? 'success' : 'danger'}>{result.text}</Alert>}
    </Card>
  );
}
