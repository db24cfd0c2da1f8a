import {
  type AdminDomainPrice,
  can,
  DOMAIN_ACTIONS,
  DOMAIN_YEARS,
  DOMAIN_ZONES,
  type StaffMe,
  setDomainPriceRequestSchema,
} from '@portal/contracts';
import { FormBanner, useApiForm } from '@portal/web-kit/form';
import { Button, Card, Select, TextField, tableClassNames } from '@portal/web-kit/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { Banner } from '@/components/banner';
import ui from '@/components/ui.module.css';
import { formatSom } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { loadFailure } from '@/lib/load-failure';
import { type PriceCell, usePriceChange } from './api/change-price';
import { useDomainPrices } from './api/get-domain-prices';
import styles from './domains.module.css';
import { DomainsTabs } from './domains-tabs';

const keyOf = (cell: PriceCell) => `${cell.zone}/${cell.action}/${cell.years}`;

/** Sets or removes the price of one cell; a term without a price is not offered to customers. */
function PriceEditor({
  cell,
  current,
  onClose,
}: {
  cell: PriceCell;
  current: number | undefined;
  onClose: (message: string | null) => void;
}) {
  const { t } = useTranslation();
  const change = usePriceChange();
  const form = useApiForm({
    schema: setDomainPriceRequestSchema,
    defaultValues: { price: current === undefined ? '' : String(current) },
  });
  const { ref: priceRef, ...priceField } = form.register('price');
  const input = useRef<HTMLInputElement>(null);
  // The editor opens below the grid: the keyboard (and the eye, on a phone) goes to it.
  useEffect(() => {
    input.current?.focus();
    input.current?.scrollIntoView?.({ block: 'center' });
  }, []);
  const label = t('prices:cell', {
    zone: `.${cell.zone}`,
    action: t(`prices:actions.${cell.action}`),
    years: cell.years,
  });
  const send = async (value: string | null) => {
    form.showBanner(undefined);
    try {
      await change.mutateAsync({ cell, price: value });
      onClose(t(value === null ? 'prices:removed' : 'prices:saved', { cell: label }));
    } catch (failure) {
      form.showError(failure, t('errors:INTERNAL'));
    }
  };
  // The price goes as typed (som); the contract checks it here and its tiyin are the server's business.
  const submit = form.handleSubmit(() => send(String(form.getValues('price')).trim()));
  return (
    <Card as="form" className={ui.form} noValidate aria-label={label} onSubmit={submit}>
      <h2>{label}</h2>
      <FormBanner banner={form.banner} />
      <TextField
        ref={(element) => {
          priceRef(element);
          input.current = element;
        }}
        label={t('prices:price')}
        inputMode="decimal"
        autoComplete="off"
        error={form.errorOf('price')}
        {...priceField}
      />
      <div className={ui.row}>
        <Button type="submit" disabled={change.isPending}>
          {t('catalogue:save')}
        </Button>
        {current !== undefined && (
          <Button variant="danger" type="button" disabled={change.isPending} onClick={() => void send(null)}>
            {t('prices:remove')}
          </Button>
        )}
        <Button variant="secondary" type="button" onClick={() => onClose(null)}>
          {t('common:cancel')}
        </Button>
      </div>
    </Card>
  );
}

/** Every zone's prices by term and action; the owner changes one cell at a time, each change audited. */
export function PricesPage() {
  const { t } = useTranslation();
  const me = useOutletContext<StaffMe>();
  const lang = currentLanguage();
  const prices = useDomainPrices();
  const [zone, setZone] = useState<string>(DOMAIN_ZONES[0]);
  const [editing, setEditing] = useState<PriceCell | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const canEdit = can(me.role, 'catalogue.manage');
  const byKey = new Map((prices.data ?? []).map((row: AdminDomainPrice) => [keyOf(row), row.price]));
  return (
    <section className={ui.stack}>
      <h1>{t('domains:title')}</h1>
      <DomainsTabs />
      <p className={ui.hint}>{t('prices:intro')}</p>
      {!canEdit && <p className={ui.hint}>{t('prices:read_only')}</p>}
      <Banner tone="success">{done}</Banner>
      <Banner tone="error">{prices.isError ? loadFailure(prices.error, t) : null}</Banner>
      <div className={ui.filters}>
        <Select
          label={t('prices:zone')}
          value={zone}
          onChange={(event) => {
            setZone(event.target.value);
            setEditing(null);
          }}
        >
          {DOMAIN_ZONES.map((value) => (
            <option key={value} value={value}>
              .{value}
            </option>
          ))}
        </Select>
      </div>
      {prices.data && (
        <section
          className={tableClassNames.wrap}
          aria-label={t('prices:caption', { zone: `.${zone}` })}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
          tabIndex={0}
        >
          <table className={`${tableClassNames.table} ${styles.prices}`}>
            <caption className="visually-hidden">{t('prices:caption', { zone: `.${zone}` })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('prices:term')}</th>
                {DOMAIN_ACTIONS.map((action) => (
                  <th key={action} scope="col">
                    {t(`prices:actions.${action}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {DOMAIN_YEARS.map((years) => (
                <tr key={years}>
                  <th scope="row">{years}</th>
                  {DOMAIN_ACTIONS.map((action) => {
                    const cell = { zone, action, years };
                    const price = byKey.get(keyOf(cell));
                    const text = price === undefined ? '—' : formatSom(price, lang);
                    return (
                      <td key={action}>
                        {canEdit ? (
                          <Button
                            variant="secondary"
                            className={styles.cell}
                            type="button"
                            aria-label={`${t('prices:cell', {
                              zone: `.${zone}`,
                              action: t(`prices:actions.${action}`),
                              years,
                            })}: ${price === undefined ? t('prices:not_offered') : text}`}
                            aria-pressed={editing !== null && keyOf(editing) === keyOf(cell)}
                            onClick={() => {
                              setDone(null);
                              setEditing(cell);
                            }}
                          >
                            {text}
                          </Button>
                        ) : (
                          text
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {editing && (
        <PriceEditor
          key={keyOf(editing)}
          cell={editing}
          current={byKey.get(keyOf(editing))}
          onClose={(message) => {
            setEditing(null);
            setDone(message);
          }}
        />
      )}
    </section>
  );
}
