import { type AccountDeleteBlocker, deleteAccountRequestSchema } from '@portal/contracts';
import { errorCode } from '@portal/web-kit/api';
import { errorText } from '@portal/web-kit/errors';
import { type Banner, FormBanner, useApiForm } from '@portal/web-kit/form';
import { Button, Card, Checkbox, TextField } from '@portal/web-kit/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { flashState } from '@/components/ui/flash-notice';
import { paths } from '@/config/paths';
import { navigateAtOnce } from '@/lib/routing/navigate-at-once';
import { clearToken, endSessionWith } from '@/lib/session';
import { useDeleteAccount, useRequestDeleteCode } from '../api/delete-account';
import { blockersOf, DeletionBlockers } from './deletion-blockers';
import styles from './my-data.module.css';

/** "Delete my account": what happens, why it cannot happen yet, and the password + e-mailed code to do it. */
export function DeleteAccountSection() {
  const { t } = useTranslation(['my-data', 'common', 'errors', 'validation']);
  const requestCode = useRequestDeleteCode();
  const [banner, setBanner] = useState<Banner>();
  const [blockers, setBlockers] = useState<AccountDeleteBlocker[] | null>(null);
  const [isCodeSent, setIsCodeSent] = useState(false);

  const handleSendCode = async () => {
    setBanner(undefined);
    setBlockers(null);
    try {
      await requestCode.mutateAsync();
      setIsCodeSent(true);
      setBanner({ variant: 'success', text: t('delete.code_sent') });
    } catch (error) {
      // Too soon for another code means one was sent a moment ago (say, before a reload): let it be typed.
      if (errorCode(error) === 'RATE_LIMITED') {
        setIsCodeSent(true);
        setBanner({ variant: 'info', text: t('delete.code_recent') });
        return;
      }
      const found = blockersOf(error);
      if (found) setBlockers(found);
      else setBanner({ variant: 'danger', text: errorText(t, error, t('delete.failed')) });
    }
  };

  return (
    <Card as="section" className={`${styles.card} ${styles.danger}`} aria-labelledby="my-data-delete">
      <h2 id="my-data-delete" className={styles.heading}>
        {t('delete.title')}
      </h2>
      <p className={styles.text}>{t('delete.text')}</p>
      <h3 className={styles.subheading}>{t('delete.erased_title')}</h3>
      <p className={styles.text}>{t('delete.erased')}</p>
      <h3 className={styles.subheading}>{t('delete.kept_title')}</h3>
      <p className={styles.text}>{t('delete.kept')}</p>
      {blockers && <DeletionBlockers blockers={blockers} />}
      <FormBanner banner={banner} />
      <div className={styles.actions}>
        <Button
          type="button"
          variant={isCodeSent ? 'ghost' : 'secondary'}
          onClick={() => void handleSendCode()}
          isBusy={requestCode.isPending}
        >
          {isCodeSent ? t('delete.resend') : t('delete.send_code')}
        </Button>
      </div>
      {isCodeSent && <DeleteAccountForm onRefused={setBlockers} />}
    </Card>
  );
}

function DeleteAccountForm({ onRefused }: { onRefused: (blockers: AccountDeleteBlocker[] | null) => void }) {
  const { t } = useTranslation(['my-data', 'common', 'errors', 'validation']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useDeleteAccount();
  const [isConfirmed, setIsConfirmed] = useState(false);
  const [confirmError, setConfirmError] = useState<string>();
  const form = useApiForm({ schema: deleteAccountRequestSchema, defaultValues: { password: '', code: '' } });

  const onSubmit = form.handleSubmit(async (body) => {
    form.showBanner(undefined);
    onRefused(null);
    if (!isConfirmed) {
      setConfirmError(t('delete.confirm_required'));
      return;
    }
    try {
      await endSessionWith(() => remove.mutateAsync(body));
    } catch (error) {
      const found = blockersOf(error);
      if (found) onRefused(found);
      else form.showError(error, t('delete.failed'));
      return;
    }
    // Every session has ended on the server. Home first, rendered at once (the router would otherwise render the
    // navigation in a transition, after the token is gone, and the private screen's guard would send the customer
    // to /login), then forget the token and what was loaded; the home page says what happened. A 401 that the open
    // screen's requests (still with the old token) get meanwhile changes nothing (endSessionWith).
    navigateAtOnce(() => navigate(paths.home.path, { replace: true, state: flashState(t('delete.done')) }));
    clearToken();
    queryClient.clear();
  });

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <FormBanner banner={form.banner} />
      <TextField
        label={t('delete.password')}
        type="password"
        autoComplete="current-password"
        {...form.register('password')}
        error={form.errorOf('password')}
      />
      <TextField
        label={t('delete.code')}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        {...form.register('code')}
        error={form.errorOf('code')}
      />
      <Checkbox
        label={t('delete.confirm')}
        checked={isConfirmed}
        onChange={(event) => {
          setIsConfirmed(event.target.checked);
          setConfirmError(undefined);
        }}
        error={confirmError}
      />
      <Button type="submit" variant="danger" className={styles.submit} isBusy={remove.isPending}>
        {t('delete.submit')}
      </Button>
    </form>
  );
}
