import type { Merchant, MerchantInfo } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import styles from './merchant-choice.module.css';

type MerchantChoiceProps = {
  merchants: readonly MerchantInfo[];
  value: Merchant | null;
  onChange: (merchant: Merchant) => void;
};

/** The four method logos as one radio group, so the keyboard and screen readers treat them as a choice. */
export function MerchantChoice({ merchants, value, onChange }: MerchantChoiceProps) {
  const { t } = useTranslation('balance');
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('pay.methods')}</legend>
      <div className={styles.options}>
        {merchants.map((merchant) => (
          <label
            key={merchant.id}
            className={styles.option}
            data-selected={value === merchant.id || undefined}
          >
            <input
              type="radio"
              name="merchant"
              value={merchant.id}
              className="visually-hidden"
              checked={value === merchant.id}
              onChange={() => onChange(merchant.id)}
            />
            <img
              className={styles.logo}
              src={merchant.logo_url}
              alt={merchant.name}
              width={120}
              height={48}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
