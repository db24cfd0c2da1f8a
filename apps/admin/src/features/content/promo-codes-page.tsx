import { type AdminPromoCode, can, type StaffMe } from '@portal/contracts';
import { errorTextWithFields } from '@portal/web-kit/errors';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useOutletContext } from 'react-router';
import { Banner } from '@/components/banner';
import { DataTable } from '@/components/data-table';
import { Field } from '@/components/field';
import ui from '@/components/ui.module.css';
import { dayEnd, dayStart, formatDateTime, formatSom } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { loadFailure } from '@/lib/load-failure';
import { useCreatePromoCode, useDisablePromoCode, usePromoCodes, useRedemptions } from './api';

function NewPromoCode() {
  const { t } = useTranslation();
  const create = useCreatePromoCode();
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  return (
    <form
      className={ui.form}
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        const form = event.currentTarget;
        const data = new FormData(form);
        const value = (key: string) => String(data.get(key) ?? '').trim();
        setMessage(null);
        try {
          const created = await create.mutateAsync({
            ...(value('code') ? { code: value('code') } : {}),
            amount: value('amount'),
            ...(value('max_uses') ? { max_uses: Number(value('max_uses')) } : {}),
            ...(value('valid_from') ? { valid_from: dayStart(value('valid_from')) } : {}),
            ...(value('valid_until') ? { valid_until: dayEnd(value('valid_until')) } : {}),
            ...(value('user_id') ? { user_id: Number(value('user_id')) } : {}),
          });
          form.reset();
          setMessage({ tone: 'success', text: t('promo.created', { code: created.code }) });
        } catch (error) {
          setMessage({ tone: 'error', text: errorTextWithFields(t, error, t('errors.INTERNAL')) });
        }
      }}
    >
      <h2>{t('promo.add')}</h2>
      <Banner tone={message?.tone ?? 'error'}>{message?.text}</Banner>
      <div className={ui.fields}>
        <Field label={t('promo.code')} hint={t('promo.code_hint')} name="code" maxLength={32} />
        <Field label={t('promo.amount')} name="amount" inputMode="decimal" required />
        <Field label={t('promo.max_uses')} name="max_uses" inputMode="numeric" />
        <Field label={t('promo.valid_from')} name="valid_from" type="date" />
        <Field label={t('promo.valid_until')} name="valid_until" type="date" />
        <Field label={t('promo.user_id')} hint={t('promo.user_hint')} name="user_id" inputMode="numeric" />
      </div>
      <div>
        <button className={ui.button} type="submit" disabled={create.isPending}>
          {t('promo.create')}
        </button>
      </div>
    </form>
  );
}

function Redemptions({ id }: { id: number }) {
  const { t } = useTranslation();
  const uses = useRedemptions(id);
  if (!uses.data) return null;
  if (uses.data.length === 0) return <p className={ui.empty}>{t('promo.no_uses')}</p>;
  return (
    <ul>
      {uses.data.map((use) => (
        <li key={`${use.customer_id}-${use.redeemed_at}`}>
          <Link to={`/customers/${use.customer_id}`}>#{use.customer_id}</Link> ·{' '}
          {formatDateTime(use.redeemed_at)}
        </li>
      ))}
    </ul>
  );
}

/** Promo codes with their limits and use; billing and owners create and end them. */
export function PromoCodesPage() {
  const { t } = useTranslation();
  const me = useOutletContext<StaffMe>();
  const manage = can(me.role, 'promo.manage');
  const lang = currentLanguage();
  const codes = usePromoCodes();
  const disable = useDisablePromoCode();
  const [open, setOpen] = useState<number | null>(null);
  const columns = useMemo(() => {
    const column = createColumnHelper<AdminPromoCode>();
    return [
      column.accessor('code', { header: () => t('promo.code') }),
      column.accessor('amount', {
        header: () => t('tables.amount'),
        cell: (info) => t('common.som', { amount: formatSom(info.getValue(), lang) }),
      }),
      column.accessor((row) => `${row.uses} / ${row.max_uses ?? '∞'}`, {
        id: 'uses',
        header: () => t('promo.uses'),
      }),
      column.accessor(
        (row) =>
          `${formatDateTime(row.valid_from)} – ${row.valid_until ? formatDateTime(row.valid_until) : '∞'}`,
        {
          id: 'valid',
          header: () => t('promo.valid'),
        },
      ),
      column.accessor('user_id', {
        header: () => t('promo.personal'),
        cell: (info) =>
          info.getValue() === null ? (
            '—'
          ) : (
            <Link to={`/customers/${info.getValue()}`}>#{info.getValue()}</Link>
          ),
      }),
      column.accessor('active', {
        header: () => t('customers.state'),
        cell: (info) => (
          <span className={ui.badge} data-tone={info.getValue() ? 'success' : 'muted'}>
            {info.getValue() ? t('promo.active') : t('promo.inactive')}
          </span>
        ),
      }),
      column.display({
        id: 'actions',
        header: () => <span className="visually-hidden">{t('promo.actions')}</span>,
        cell: (info) => (
          <div className={ui.row}>
            <button
              className={`${ui.button} ${ui.secondary}`}
              type="button"
              aria-expanded={open === info.row.original.id}
              onClick={() => setOpen(open === info.row.original.id ? null : info.row.original.id)}
            >
              {t('promo.show_uses')}
            </button>
            {manage && info.row.original.active && (
              <button
                className={`${ui.button} ${ui.secondary}`}
                type="button"
                onClick={() => disable.mutate(info.row.original.id)}
              >
                {t('promo.disable')}
              </button>
            )}
          </div>
        ),
      }),
    ];
  }, [t, lang, manage, open, disable]);
  const opened = codes.data?.find((row) => row.id === open);
  return (
    <section className={ui.stack}>
      <h1>{t('promo.title')}</h1>
      {manage && (
        <section className={ui.card}>
          <NewPromoCode />
        </section>
      )}
      <Banner tone="error">{codes.isError ? loadFailure(codes.error, t) : null}</Banner>
      {codes.data && (
        <DataTable caption={t('promo.title')} columns={columns} data={codes.data} empty={t('tables.none')} />
      )}
      {opened && (
        <section className={ui.card} aria-labelledby="uses-title">
          <h2 id="uses-title">{t('promo.uses_of', { code: opened.code })}</h2>
          <Redemptions id={opened.id} />
        </section>
      )}
    </section>
  );
}
