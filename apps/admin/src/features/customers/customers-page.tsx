import { type CustomerSearchResult, customerSearchQuerySchema } from '@portal/contracts';
import { FormBanner, useApiForm } from '@portal/web-kit/form';
import { Button, DataTable, TextField } from '@portal/web-kit/ui';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Banner } from '@/components/banner';
import ui from '@/components/ui.module.css';
import { customerPath } from '@/config/paths';
import { formatDateTime, formatSom } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { loadFailure } from '@/lib/load-failure';
import { useCustomerSearch } from './api/search-customers';
import styles from './customers.module.css';

const column = createColumnHelper<CustomerSearchResult>();

/**
 * One box for whatever staff have in hand (a name, a phone, a company or its STIR, an invoice, a payment id, a
 * domain, a panel login); each result says what it matched. The query stays in the address for back and reload.
 */
export function CustomersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const form = useApiForm({ schema: customerSearchQuerySchema, defaultValues: { q } });
  const submit = form.handleSubmit((values) => setParams(values.q ? { q: values.q } : {}));
  const search = useCustomerSearch(q);
  const lang = currentLanguage();
  const columns = useMemo(
    () => [
      column.accessor('id', {
        header: () => t('customers:id'),
        cell: (info) => <Link to={customerPath(info.getValue())}>#{info.getValue()}</Link>,
      }),
      column.accessor((row) => `${row.firstname} ${row.lastname}`, {
        id: 'name',
        header: () => t('customers:name'),
        cell: (info) => <Link to={customerPath(info.row.original.id)}>{info.getValue()}</Link>,
      }),
      column.accessor('email', {
        header: () => t('customers:email'),
        cell: (info) => <Link to={customerPath(info.row.original.id)}>{info.getValue()}</Link>,
      }),
      column.accessor('phone_number', { header: () => t('customers:phone') }),
      column.accessor('matched', {
        header: () => t('customers:matched'),
        cell: (info) => (
          <ul className={styles.matched}>
            {info.getValue().map((match) => (
              <li key={`${match.kind}:${match.value}`}>
                {t(`customers:match_kinds.${match.kind}`)} <bdi>{match.value}</bdi>
              </li>
            ))}
          </ul>
        ),
      }),
      column.accessor('balance', {
        header: () => t('customers:balance'),
        cell: (info) => t('common:som', { amount: formatSom(info.getValue(), lang) }),
      }),
      column.accessor('blocked', {
        header: () => t('customers:state'),
        cell: (info) =>
          info.row.original.deleted ? (
            <span className={ui.badge} data-tone="muted">
              {t('customers:deleted')}
            </span>
          ) : info.getValue() ? (
            <span className={ui.badge} data-tone="danger">
              {t('customers:blocked')}
            </span>
          ) : (
            <span className={ui.badge} data-tone="success">
              {t('customers:active')}
            </span>
          ),
      }),
      column.accessor('created_at', {
        header: () => t('customers:registered'),
        cell: (info) => formatDateTime(info.getValue()),
      }),
    ],
    [t, lang],
  );
  return (
    <section className={ui.stack}>
      <h1>{t('customers:title')}</h1>
      <search>
        <form className={styles.search} onSubmit={submit} noValidate>
          <TextField
            className={styles.searchField}
            label={t('customers:search_label')}
            type="search"
            maxLength={128}
            placeholder={t('customers:search_placeholder')}
            error={form.errorOf('q')}
            {...form.register('q')}
          />
          <Button type="submit">{t('customers:search')}</Button>
        </form>
      </search>
      <FormBanner banner={form.banner} />
      <Banner tone="error">{search.isError ? loadFailure(search.error, t) : null}</Banner>
      {search.data && (
        <DataTable
          caption={t('customers:results')}
          columns={columns}
          data={search.data}
          empty={t('customers:none')}
        />
      )}
    </section>
  );
}
