import type { PayType } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import styles from './period-choice.module.css';

type PeriodChoiceProps = {
  payTypes: readonly PayType[];
  value: PayType | undefined;
  onChange: (payType: PayType) => void;
};

/** The daily / monthly / yearly buttons as one radio group, so keyboards and screen readers see a choice. */
export function PeriodChoice({ payTypes, value, onChange }: PeriodChoiceProps) {
  const { t } = useTranslation('hosting');
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('periods_label')}</legend>
      <div className={styles.options}>
        {payTypes.map((payType) => (
          <label key={payType} className={styles.option} data-selected={value === payType || undefined}>
            <input
              type="radio"
              name="pay_type"
              value={payType}
              className="visually-hidden"
              checked={value === payType}
              onChange={() => onChange(payType)}
            />
            {t(`periods.${payType}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
