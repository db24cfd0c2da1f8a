import { LIMITS } from '@portal/contracts';
import type { CountryCode } from 'libphonenumber-js/min';
import { type FocusEventHandler, type Ref, useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countryOption, DEFAULT_COUNTRY, listCountries } from '@/components/phone-input/countries';
import { CountryPicker } from '@/components/phone-input/country-picker';
import { parseTypedPhone, switchCountry } from '@/components/phone-input/phone-format';
import styles from '@/components/phone-input/phone-input.module.css';
import { useCountryNames } from '@/lib/country-names';
import { currentLanguage } from '@/lib/i18n';

export type PhoneInputProps = {
  label: string;
  /** The number as shown: international and formatted, e.g. "+998 90 123 45 67". */
  value: string;
  onChange: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  name?: string;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
  /** Lifts the 15-digit cap of docs/product/account.md. */
  allowLongNumbers?: boolean;
  defaultCountry?: CountryCode;
};

export function PhoneInput({
  label,
  value,
  onChange,
  onBlur,
  name,
  error,
  ref,
  allowLongNumbers = false,
  defaultCountry = DEFAULT_COUNTRY,
}: PhoneInputProps) {
  const { t } = useTranslation('auth');
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const lang = currentLanguage();
  const { nameOf } = useCountryNames(lang);
  // The whole list (some 250 names, sorted in the language) is made when the picker opens, not with the form:
  // the closed picker shows only the selected country.
  const countries = useCallback(() => listCountries(lang, nameOf), [lang, nameOf]);
  const [countryCode, setCountryCode] = useState<CountryCode>(defaultCountry);
  const maxDigits = allowLongNumbers ? null : LIMITS.phoneDigitCap;
  const selected = useMemo(() => countryOption(countryCode, nameOf), [countryCode, nameOf]);

  const handleInput = (raw: string) => {
    const phone = parseTypedPhone(raw, countryCode, maxDigits);
    if (phone.country) setCountryCode(phone.country);
    onChange(phone.text);
  };

  const handleCountry = (code: CountryCode) => {
    setCountryCode(code);
    onChange(switchCountry(value, code, maxDigits).text);
  };

  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={styles.row} data-invalid={error ? true : undefined}>
        <CountryPicker listCountries={countries} selected={selected} onSelect={handleCountry} />
        <input
          ref={ref}
          id={inputId}
          name={name}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          className={styles.input}
          placeholder={t('phone.placeholder')}
          value={value}
          onChange={(event) => handleInput(event.target.value)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
