import { type DomainCheckResult, domainCheckQuerySchema } from '@portal/contracts';
import { fieldErrorWithin } from '@portal/web-kit/api';
import { errorTextWithFields } from '@portal/web-kit/errors';
import { useApiForm } from '@portal/web-kit/form';
import { Alert, Button, Card, TextField } from '@portal/web-kit/ui';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { LinkButton } from '@/components/ui/link-button';
import { domainOrderHref, domainSearchHref, paths } from '@/config/paths';
import { formatSom } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useDomainCheck } from '../api/check-domain';
import styles from './domains.module.css';

const SEARCH_FIELD_ID = 'domain-search-name';
const searchFormSchema = z.object({ q: domainCheckQuerySchema.shape.name });

/** The price of the shortest term offered (1 year when sold by the year). */
export function firstTermPrice(prices: Record<string, number>): { years: number; price: number } | undefined {
  const years = Object.keys(prices)
    .map(Number)
    .filter((term) => Number.isInteger(term) && term > 0)
    .sort((a, b) => a - b)[0];
  return years === undefined ? undefined : { years, price: prices[String(years)] ?? 0 };
}

/**
 * /domen: a name (IDN welcome) checked in its zone, or in the common zones without one; each row says whether
 * it can be bought and for how much. Visitors see prices; "buy" opens the private checkout, which sends a
 * visitor through login and back (the private guard keeps the path).
 */
export function DomainSearch() {
  const { t } = useTranslation('domains');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const query = (searchParams.get('q') ?? '').trim();
  // The field is `q`, the address's own name for it, so the prerendered form searches before the app starts.
  const form = useApiForm({ schema: searchFormSchema, defaultValues: { q: query } });
  const typed = form.watch('q');
  const check = useDomainCheck(query);
  const nameError = form.errorOf('q') ?? (check.isError ? fieldErrorWithin(check.error, 'name') : undefined);

  const search = form.handleSubmit(({ q }) => {
    void navigate(domainSearchHref(q), { replace: query !== '' });
  });

  return (
    <div className={styles.stack}>
      <Card
        as="form"
        className={styles.card}
        role="search"
        onSubmit={(event: FormEvent<HTMLFormElement>) => void search(event)}
        noValidate
      >
        <div className={styles.searchRow}>
          <TextField
            id={SEARCH_FIELD_ID}
            label={t('search.label')}
            aria-describedby={[`${SEARCH_FIELD_ID}-hint`, nameError && `${SEARCH_FIELD_ID}-error`]
              .filter(Boolean)
              .join(' ')}
            {...form.register('q')}
            autoCapitalize="none"
            autoComplete="off"
            spellCheck={false}
            inputMode="url"
            maxLength={253}
            error={nameError}
          />
          <Button type="submit" isBusy={check.isFetching} disabled={typed.trim() === ''}>
            {t('search.submit')}
          </Button>
        </div>
        {/* Under the row, not inside the field, so the button lines up with the input on a wide screen. */}
        <p id={`${SEARCH_FIELD_ID}-hint`} className={styles.muted}>
          {t('search.hint')}
        </p>
      </Card>
      {check.isError && !nameError && (
        <Alert variant="danger">{errorTextWithFields(t, check.error, t('search.failed'))}</Alert>
      )}
      {check.data && (
        <ul className={`${styles.list} ${styles.results}`} aria-label={t('search.results')}>
          {check.data.map((result) => (
            <ResultRow key={result.name} result={result} />
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        <Link to={paths.domainTransfer.path}>{t('search.transfer_link')}</Link>
        <Link to={paths.myDomains.path}>{t('search.my_domains_link')}</Link>
      </div>
    </div>
  );
}

function ResultRow({ result }: { result: DomainCheckResult }) {
  const { t } = useTranslation('domains');
  const term = firstTermPrice(result.prices.register);
  return (
    <li className={styles.result} data-available={result.available || undefined} data-testid="domain-result">
      <span className={styles.resultName}>
        {result.display_name}
        <span>
          {result.available && term
            ? t('search.price', {
                amount: formatSom(term.price, currentLanguage()),
                years: term.years,
              })
            : t(`search.reasons.${result.reason ?? 'unknown'}`)}
        </span>
      </span>
      {result.available && term ? (
        <LinkButton
          to={domainOrderHref(result.display_name)}
          aria-label={t('search.buy_label', { name: result.display_name })}
        >
          {t('search.buy')}
        </LinkButton>
      ) : null}
    </li>
  );
}
