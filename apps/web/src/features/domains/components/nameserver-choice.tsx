import { MAX_NAMESERVERS, MIN_NAMESERVERS } from '@portal/contracts';
import type { ApiForm } from '@portal/web-kit/form';
import { Select } from '@portal/web-kit/ui';
import { useEffect, useId } from 'react';
import { Controller, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useHostingTargets } from '../api/get-choices';
import type { NameserverMode, NameserverValue } from './domain-forms';
import styles from './domains.module.css';

type NameserverChoiceProps = {
  value: NameserverValue;
  onChange: (value: NameserverValue) => void;
  /** The translated error of the custom list or the hosting choice (the form's `nameservers` field). */
  error: string | undefined;
  modes?: readonly NameserverMode[];
  legend?: string;
};

/** Where the domain points: the portal's name servers, one of my running hosting orders, or my own list. */
export function NameserverChoice({
  value,
  onChange,
  error,
  modes = ['default', 'hosting', 'custom'],
  legend,
}: NameserverChoiceProps) {
  const { t } = useTranslation('domains');
  const name = useId();
  const targets = useHostingTargets();
  const orders = targets.data ?? [];
  const firstOrderId = orders[0]?.id;
  // "My hosting" picked before the orders arrived: the first running order is the likely one.
  useEffect(() => {
    if (value.mode === 'hosting' && value.hostingOrderId === undefined && firstOrderId !== undefined)
      onChange({ ...value, hostingOrderId: firstOrderId });
  }, [value, firstOrderId, onChange]);
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend ?? t('nameservers.legend')}</legend>
      {modes.map((mode) => (
        <label key={mode} className={styles.radio}>
          <input
            type="radio"
            name={name}
            value={mode}
            checked={value.mode === mode}
            onChange={() =>
              onChange({
                ...value,
                mode,
                hostingOrderId:
                  mode === 'hosting' ? (value.hostingOrderId ?? orders[0]?.id) : value.hostingOrderId,
              })
            }
          />
          <span>
            {t(`nameservers.modes.${mode}`)}
            <small>{t(`nameservers.hints.${mode}`)}</small>
          </span>
        </label>
      ))}
      {value.mode === 'hosting' &&
        (orders.length === 0 ? (
          <p className={styles.muted}>{targets.isPending ? '…' : t('nameservers.no_hosting')}</p>
        ) : (
          <Select
            label={t('nameservers.hosting_order')}
            value={value.hostingOrderId === undefined ? '' : String(value.hostingOrderId)}
            placeholder={t('nameservers.choose_order')}
            options={orders.map((order) => ({
              value: String(order.id),
              label: t('nameservers.order_option', { id: order.id, tariff: order.tariff.name }),
            }))}
            onChange={(event) => onChange({ ...value, hostingOrderId: Number(event.target.value) })}
            error={error}
          />
        ))}
      {value.mode === 'custom' && (
        <CustomList text={value.text} onChange={(text) => onChange({ ...value, text })} error={error} />
      )}
    </fieldset>
  );
}

function CustomList({
  text,
  onChange,
  error,
}: {
  text: string;
  onChange: (text: string) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation('domains');
  const id = useId();
  return (
    <div className={styles.group}>
      <label htmlFor={id} className={styles.legend}>
        {t('nameservers.custom_label')}
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        value={text}
        rows={4}
        spellCheck={false}
        autoCapitalize="none"
        autoComplete="off"
        placeholder={'ns1.example.uz\nns2.example.uz'}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-hint`} className={styles.muted}>
        {t('nameservers.custom_hint', { min: MIN_NAMESERVERS, max: MAX_NAMESERVERS })}
      </p>
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** The choice as a field of a form whose values hold it under `nameservers` (checkout, transfer, the domain page). */
export function NameserverField<Values extends { nameservers: NameserverValue }>({
  form,
  ...choice
}: { form: ApiForm<Values, unknown> } & Pick<NameserverChoiceProps, 'modes' | 'legend'>) {
  const name = 'nameservers' as Path<Values>;
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <NameserverChoice
          value={field.value as NameserverValue}
          onChange={field.onChange}
          error={form.errorOf(name)}
          {...choice}
        />
      )}
    />
  );
}
