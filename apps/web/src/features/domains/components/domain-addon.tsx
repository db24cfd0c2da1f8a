import { type DomainCheckResult, type DomainZone, isManualZone } from '@portal/contracts';
import { fieldErrorWithin, shortfallOf } from '@portal/web-kit/api';
import { errorTextWithFields } from '@portal/web-kit/errors';
import { Card, Checkbox, TextField } from '@portal/web-kit/ui';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { formatSom } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useDomainCheck } from '../api/check-domain';
import { useRegisterDomain } from '../api/domain-mutations';
import styles from './domains.module.css';
import { RegistrantPicker } from './registrant-picker';

/** How long typing rests before the name is checked: the registry is asked once per pause, not per key. */
export const ADDON_CHECK_DELAY_MS = 500;

export type DomainAddon = {
  element: ReactNode;
  /** Why the order cannot go ahead as chosen (nothing is sent), or undefined. */
  problem: string | undefined;
  /** After the hosting order exists: registers the domain pointed at it; what to tell the customer. */
  afterOrder: (order: { id: number }) => Promise<{ ok: boolean; text: string } | undefined>;
};

/**
 * "Register a domain too" on the hosting order confirmation: a name checked as it is typed, its price for a
 * year, and for .uz the registrant. The domain is ordered in a second request, with its own Idempotency-Key,
 * once the hosting order exists, pointed at that order's name servers.
 */
export function useDomainAddon(): DomainAddon {
  const { t } = useTranslation(['domains', 'validation']);
  const lang = currentLanguage();
  const checkboxId = useId();
  const choiceName = useId();
  const [isOn, setIsOn] = useState(false);
  const [typed, setTyped] = useState('');
  const [chosen, setChosen] = useState<string>();
  const [recordId, setRecordId] = useState<number>();
  const name = useDebouncedValue(typed.trim(), ADDON_CHECK_DELAY_MS);
  const check = useDomainCheck(isOn ? name : '');
  const register = useRegisterDomain();
  const results = check.data ?? [];
  const available = results.filter((result) => result.available && result.prices.register['1'] !== undefined);
  const selected: DomainCheckResult | undefined =
    available.find((result) => result.name === chosen) ?? (available.length === 1 ? available[0] : undefined);
  const isManual = selected !== undefined && isManualZone(selected.zone as DomainZone);
  const isChecking = isOn && typed.trim() !== '' && (typed.trim() !== name || check.isFetching);

  const problem = !isOn
    ? undefined
    : isChecking
      ? t('addon.wait')
      : !selected
        ? t('addon.choose')
        : isManual && recordId === undefined
          ? t('validation:record_required')
          : undefined;

  const afterOrder: DomainAddon['afterOrder'] = async (order) => {
    if (!isOn || !selected) return undefined;
    try {
      await register.mutateAsync({
        name: selected.display_name,
        years: 1,
        hosting_order_id: order.id,
        ...(isManual && recordId !== undefined ? { record_id: recordId } : {}),
      });
      return { ok: true, text: t('addon.done', { name: selected.display_name }) };
    } catch (failure) {
      const missing = shortfallOf(failure);
      const reason =
        missing !== undefined
          ? t('money.shortfall', { amount: formatSom(missing, lang) })
          : (fieldErrorWithin(failure, 'name') ?? errorTextWithFields(t, failure, t('order.failed')));
      return { ok: false, text: t('addon.failed', { name: selected.display_name, reason }) };
    }
  };

  const element = (
    <Card as="section" className={styles.card} aria-labelledby={`${checkboxId}-title`}>
      <h2 id={`${checkboxId}-title`} className={styles.cardTitle}>
        {t('addon.title')}
      </h2>
      <Checkbox
        id={checkboxId}
        label={t('addon.toggle')}
        checked={isOn}
        onChange={(event) => setIsOn(event.target.checked)}
      />
      {isOn && (
        <>
          <TextField
            label={t('search.label')}
            hint={t('addon.hint')}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoCapitalize="none"
            autoComplete="off"
            spellCheck={false}
            inputMode="url"
            maxLength={253}
            error={check.isError ? (fieldErrorWithin(check.error, 'name') ?? t('search.failed')) : undefined}
          />
          <div aria-live="polite" aria-busy={isChecking} className={styles.group}>
            {isChecking && <p className={styles.muted}>{t('addon.checking')}</p>}
            {!isChecking &&
              results.map((result) => {
                const price = result.prices.register['1'];
                const isChoosable = result.available && price !== undefined;
                return (
                  <label key={result.name} className={styles.radio} data-testid="addon-result">
                    <input
                      type="radio"
                      name={choiceName}
                      value={result.name}
                      checked={selected?.name === result.name}
                      disabled={!isChoosable}
                      onChange={() => setChosen(result.name)}
                    />
                    <span>
                      {result.display_name}
                      <small>
                        {isChoosable
                          ? t('search.price', { amount: formatSom(price, lang), years: 1 })
                          : t(`search.reasons.${result.reason ?? 'unknown'}`)}
                      </small>
                    </span>
                  </label>
                );
              })}
          </div>
          {isManual && <RegistrantPicker value={recordId} onChange={setRecordId} error={undefined} />}
        </>
      )}
    </Card>
  );

  return { element, problem, afterOrder };
}
