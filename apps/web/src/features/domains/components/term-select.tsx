import { Select } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { formatSom } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';

/** The offered terms in years, shortest first. */
export const termsOf = (prices: Record<string, number>) =>
  Object.keys(prices)
    .map(Number)
    .filter((years) => Number.isInteger(years) && years > 0)
    .sort((a, b) => a - b);

type TermSelectProps = {
  prices: Record<string, number>;
  value: number | undefined;
  onChange: (years: number) => void;
  label?: string;
  /** The translated error of the term (a checkout's `years`). */
  error?: string | undefined;
};

/** Years with the price of each, so the customer compares terms without doing sums. */
export function TermSelect({ prices, value, onChange, label, error }: TermSelectProps) {
  const { t } = useTranslation('domains');
  const lang = currentLanguage();
  return (
    <Select
      label={label ?? t('term.label')}
      value={value === undefined ? '' : String(value)}
      options={termsOf(prices).map((years) => ({
        value: String(years),
        label: t('term.option', { years, amount: formatSom(prices[String(years)] ?? 0, lang) }),
      }))}
      onChange={(event) => onChange(Number(event.target.value))}
      error={error}
    />
  );
}
