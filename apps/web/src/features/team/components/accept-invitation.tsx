import { errorText } from '@portal/web-kit/errors';
import { Alert, Button, Card } from '@portal/web-kit/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { setOpenAccountId } from '@/lib/open-account';
import { withReturnPath } from '@/lib/return-path';
import { useIsLoggedIn } from '@/lib/session';
import { useAcceptInvitation } from '../api/team-api';
import styles from './team.module.css';

/** The token of the e-mailed link, in the fragment (never sent to the server in a page request). */
const tokenOf = (hash: string) => new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';

/**
 * The invitation link's page. Signed in: join with one button, then the account opens. Not signed in: sign in or
 * register first; both bring the visitor back here with the link's token.
 */
export function AcceptInvitation() {
  const { t } = useTranslation('team');
  const location = useLocation();
  const navigate = useNavigate();
  const isLoggedIn = useIsLoggedIn();
  const accept = useAcceptInvitation();
  const [failure, setFailure] = useState<string | null>(null);
  const token = tokenOf(location.hash);
  const back = `${location.pathname}${location.hash}`;

  if (!token) return <Alert variant="danger">{t('accept.no_token')}</Alert>;
  if (!isLoggedIn) {
    return (
      <Card as="section" className={styles.card} aria-labelledby="team-accept">
        <h2 id="team-accept" className={styles.heading}>
          {t('accept.title')}
        </h2>
        <p className={styles.text}>{t('accept.sign_in_first')}</p>
        <Link to={withReturnPath(paths.login.path, back)}>{t('accept.login')}</Link>
        <Link to={withReturnPath(paths.registration.path, back)}>{t('accept.register')}</Link>
      </Card>
    );
  }
  const join = async () => {
    setFailure(null);
    try {
      const joined = await accept.mutateAsync(token);
      setOpenAccountId(joined.account_id);
      void navigate(paths.profile.path);
    } catch (error) {
      setFailure(errorText(t, error, t('accept.failed')));
    }
  };
  return (
    <Card as="section" className={styles.card} aria-labelledby="team-accept">
      <h2 id="team-accept" className={styles.heading}>
        {t('accept.title')}
      </h2>
      <p className={styles.text}>{t('accept.text')}</p>
      {failure && <Alert variant="danger">{failure}</Alert>}
      <Button onClick={() => void join()} isBusy={accept.isPending}>
        {t('accept.submit')}
      </Button>
    </Card>
  );
}
