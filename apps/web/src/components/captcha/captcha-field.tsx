import { LIMITS } from '@portal/contracts';
import { Button, TextField } from '@portal/web-kit/ui';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '@/components/captcha/captcha-field.module.css';

type Props = Omit<ComponentPropsWithRef<'input'>, 'children'> & {
  image: string | undefined;
  isLoading: boolean;
  onRefresh: () => void;
  /** The picture could not be fetched: said in place of the field's error. */
  loadFailed?: boolean;
  error?: string | undefined;
};

/** The server's 4-digit picture with a refresh button and the answer field (docs/product/account.md). */
export function CaptchaField({ image, isLoading, onRefresh, loadFailed, error, ...inputProps }: Props) {
  const { t } = useTranslation('security');
  return (
    <div className={styles.captcha}>
      <div className={styles.row}>
        <div className={styles.picture} aria-busy={isLoading || undefined}>
          {image ? <img src={image} alt={t('captcha.alt')} width={160} height={56} /> : null}
        </div>
        <Button variant="secondary" onClick={onRefresh} isBusy={isLoading}>
          {t('captcha.refresh')}
        </Button>
      </div>
      <TextField
        label={t('captcha.answer')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={LIMITS.captchaDigits}
        {...inputProps}
        error={loadFailed ? t('captcha.load_failed') : error}
      />
    </div>
  );
}
