import { Button, Card } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useLogout } from '../api/logout';
import styles from './logout-confirm.module.css';

/** Confirm ends the session and reloads at the root (docs/product/account.md); cancel goes back where the user came from. */
export function LogoutConfirm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const logout = useLogout();

  const handleCancel = () => {
    // Opened directly (no history entry of ours): go to the cabinet instead of leaving the site.
    if (window.history.state?.idx > 0) void navigate(-1);
    else void navigate(paths.profile.path);
  };

  return (
    <Card className={styles.card}>
      <p className={styles.question}>{t('logout.question')}</p>
      <div className={styles.actions}>
        <Button variant="danger" isBusy={logout.isPending} onClick={() => logout.mutate()}>
          {t('logout.confirm')}
        </Button>
        <Button variant="secondary" onClick={handleCancel} disabled={logout.isPending}>
          {t('logout.cancel')}
        </Button>
      </div>
    </Card>
  );
}
