import { errorText } from '@portal/web-kit/errors';
import { type Banner, FormBanner } from '@portal/web-kit/form';
import { Alert, Button } from '@portal/web-kit/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { useAuthHistory, useEndOtherSessions, useEndSession } from '../api/auth-history';
import { SessionList } from './session-list';
import styles from './session-list.module.css';

/** /user/listauth: every session of the account; the title carries the count (docs/product/account.md). */
export function AuthHistory() {
  const { t } = useTranslation(['security', 'common', 'errors']);
  const history = useAuthHistory();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const [banner, setBanner] = useState<Banner>();
  const sessions = history.data ?? [];
  const hasOthers = sessions.some((session) => !session.is_current);
  const title = history.data
    ? t('sessions.title', { title: t('common:routes.authHistory'), count: sessions.length })
    : t('common:routes.authHistory');

  const run = async (action: () => Promise<void>, successKey: string) => {
    setBanner(undefined);
    try {
      await action();
      setBanner({ variant: 'success', text: t(successKey) });
    } catch (error) {
      setBanner({ variant: 'danger', text: errorText(t, error, t('common.failed')) });
    }
  };

  return (
    <Page title={title}>
      <FormBanner banner={banner} />
      {history.isPending && <p className={styles.status}>{t('common.loading')}</p>}
      {history.isError && <Alert variant="danger">{t('sessions.load_failed')}</Alert>}
      {history.data && (
        <SessionList
          sessions={sessions}
          endingId={endOne.isPending ? (endOne.variables ?? null) : null}
          onEnd={(id) => void run(() => endOne.mutateAsync(id), 'sessions.ended')}
        />
      )}
      {hasOthers && (
        <Button
          variant="danger"
          isBlock
          isBusy={endOthers.isPending}
          onClick={() => void run(() => endOthers.mutateAsync(), 'sessions.others_ended')}
        >
          {t('sessions.end_others')}
        </Button>
      )}
    </Page>
  );
}
