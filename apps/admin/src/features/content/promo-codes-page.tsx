import { type AdminPromoCode, can, promoCodeRequestSchema, type StaffMe } from '@portal/contracts';
import { FormBanner, useApiForm } from '@portal/web-kit/form';
import { Button, Card, DataTable, TextField } from '@portal/web-kit/ui';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useOutletContext } from 'react-router';
import { z } from 'zod';
import { Banner } from '@/components/banner';
import { DayField } from '@/components/day-field';
import ui from '@/components/ui.module.css';
import { customerPath } from '@/config/paths';
import { optionalDayInput } from '@/lib/form-schemas';
import { dayEnd, dayStart, formatDateTime, formatSom } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { loadFailure } from '@/lib/load-failure';
import { useCreatePromoCode } from './api/create-promo-code';
import { useDisablePromoCode } from './api/disable-promo-code';
import { usePromoCodes } from './api/get-promo-codes';
import { useRedemptions } from './api/get-redemptions';

/**
 * The new code as the form holds it, derived from the contract's: its own code and amount rules, the numbers and
 * dates as typed (empty for "none"); the server checks the rest with the same contract.
 */
const { shape } = promoCodeRequestSchema;
const digits = z.string().trim().regex(/^\d*$/, { error: 'invalid' });
const promoFormSchema = z.object({
  code: z.union([z.literal(''), shape.code.unwrap()]),
  amount: shape.amount,
  max_uses: digits,
  valid_from: optionalDayInput,
  valid_until: optionalDayInput,
  user_id: digits,
});

function NewPromoCode() {
  const { t } = useTranslation();
  const create = useCreatePromoCode();
  const form = useApiForm({
    schema: promoFormSchema,
    defaultValues: { code: '', amount: '', max_uses: '', valid_from: '', valid_until: '', user_id: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    form.showBanner(undefined);
    try {
      const created = await create.mutateAsync({
        ...(values.code ? { code: values.code } : {}),
        // The amount goes as typed (som); its tiyin are the server's business.
        amount: form.getValues('amount'),
        ...(values.max_uses ? { max_uses: Number(values.max_uses) } : {}),
        ...(values.valid_from ? { valid_from: dayStart(values.valid_from) } : {}),
        ...(values.valid_until ? { valid_until: dayEnd(values.valid_until) } : {}),
        ...(values.user_id ? { user_id: Number(values.user_id) } : {}),
      });
      form.reset();
      form.showBanner({ variant: 'success', text: t('promo:created', { code: created.code }) });
    } catch (error) {
      form.showError(error, t('errors:INTERNAL'));
    }
  });
  return (
    <form className={ui.form} noValidate onSubmit={submit}>
      <h2>{t('promo:add')}</h2>
      <FormBanner banner={form.banner} />
      <div className={ui.fields}>
        <TextField
          label={t('promo:code')}
          hint={t('promo:code_hint')}
          maxLength={32}
          error={form.errorOf('code')}
          {...form.register('code')}
        />
        <TextField
          label={t('promo:amount')}
          inputMode="decimal"
          required
          error={form.errorOf('amount')}
          {...form.register('amount')}
        />
        <TextField
          label={t('promo:max_uses')}
          inputMode="numeric"
          error={form.errorOf('max_uses')}
          {...form.register('max_uses')}
        />
        <DayField form={form} name="valid_from" label={t('promo:valid_from')} />
        <DayField form={form} name="valid_until" label={t('promo:valid_until')} />
        <TextField
          label={t('promo:user_id')}
          hint={t('promo:user_hint')}
          inputMode="numeric"
          error={form.errorOf('user_id')}
          {...form.register('user_id')}
        />
      </div>
      <div>
        <Button type="submit" disabled={create.isPending}>
          {t('promo:create')}
        </Button>
      </div>
    </form>
  );
}

function Redemptions({ id }: { id: number }) {
  const { t } = useTranslation();
  const uses = useRedemptions(id);
  if (!uses.data) return null;
  if (uses.data.length === 0) return <p className={ui.empty}>{t('promo:no_uses')}</p>;
  return (
    <ul>
      {uses.data.map((use) => (
        <li key={`${use.customer_id}-${use.redeemed_at}`}>
          <Link to={customerPath(use.customer_id)}>#{use.customer_id}</Link> ·{' '}
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
      column.accessor('code', { header: () => t('promo:code') }),
      column.accessor('amount', {
        header: () => t('tables:amount'),
        cell: (info) => t('common:som', { amount: formatSom(info.getValue(), lang) }),
      }),
      column.accessor((row) => `${row.uses} / ${row.max_uses ?? '∞'}`, {
        id: 'uses',
        header: () => t('promo:uses'),
      }),
      column.accessor(
        (row) =>
          `${formatDateTime(row.valid_from)} – ${row.valid_until ? formatDateTime(row.valid_until) : '∞'}`,
        {
          id: 'valid',
          header: () => t('promo:valid'),
        },
      ),
      column.accessor('user_id', {
        header: () => t('promo:personal'),
        cell: (info) => {
          const id = info.getValue();
          return id === null ? '—' : <Link to={customerPath(id)}>#{id}</Link>;
        },
      }),
      column.accessor('active', {
        header: () => t('customers:state'),
        cell: (info) => (
          <span className={ui.badge} data-tone={info.getValue() ? 'success' : 'muted'}>
            {info.getValue() ? t('promo:active') : t('promo:inactive')}
          </span>
        ),
      }),
      column.display({
        id: 'actions',
        header: () => <span className="visually-hidden">{t('promo:actions')}</span>,
        cell: (info) => (
          <div className={ui.row}>
            <Button
              variant="secondary"
              type="button"
              aria-expanded={open === info.row.original.id}
              onClick={() => setOpen(open === info.row.original.id ? null : info.row.original.id)}
            >
              {t('promo:show_uses')}
            </Button>
            {manage && info.row.original.active && (
              <Button variant="secondary" type="button" onClick={() => disable.mutate(info.row.original.id)}>
                {t('promo:disable')}
              </Button>
            )}
          </div>
        ),
      }),
    ];
  }, [t, lang, manage, open, disable]);
  const opened = codes.data?.find((row) => row.id === open);
  return (
    <section className={ui.stack}>
      <h1>{t('promo:title')}</h1>
      {manage && (
        <Card as="section">
          <NewPromoCode />
        </Card>
      )}
      <Banner tone="error">{codes.isError ? loadFailure(codes.error, t) : null}</Banner>
      {codes.data && (
        <DataTable caption={t('promo:title')} columns={columns} data={codes.data} empty={t('tables:none')} />
      )}
      {opened && (
        <Card as="section" aria-labelledby="uses-title">
          <h2 id="uses-title">{t('promo:uses_of', { code: opened.code })}</h2>
          <Redemptions id={opened.id} />
        </Card>
      )}
    </section>
  );
}
