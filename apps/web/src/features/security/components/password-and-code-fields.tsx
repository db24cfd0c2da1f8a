import type { ApiForm } from '@portal/web-kit/form';
import { TextField } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';

type Values = { password: string; code: string };

/**
 * The password and a code from the app or a recovery code: what turning two-step verification off and making new
 * recovery codes both ask for.
 */
export function PasswordAndCodeFields<Output>({ form }: { form: ApiForm<Values, Output> }) {
  const { t } = useTranslation('security');
  return (
    <>
      <TextField
        label={t('two_factor.password')}
        type="password"
        autoComplete="current-password"
        {...form.register('password')}
        error={form.errorOf('password')}
      />
      <TextField
        label={t('two_factor.code_or_recovery')}
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={16}
        {...form.register('code')}
        error={form.errorOf('code')}
      />
    </>
  );
}
