import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { setOpenAccountId, useOpenAccountId } from '@/lib/open-account';
import { useMyAccounts } from '../api/team-api';
import styles from './team.module.css';

/**
 * In the header, for a person who belongs to another's account: whose account is open, and the switch between it
 * and their own. Every page then reads the open account (the API client names it), so all queries start over.
 */
export function AccountSwitcher() {
  const { t } = useTranslation('common');
  const accounts = useMyAccounts();
  const openId = useOpenAccountId();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const list = accounts.data ?? [];
  if (list.length < 2) return null;
  const own = list.find((account) => account.own);
  const current = list.find((account) => account.account_id === openId) ?? own;

  const open = (value: string) => {
    const chosen = list.find((account) => String(account.account_id) === value);
    if (!chosen) return;
    setOpenAccountId(chosen.own ? null : chosen.account_id);
    void queryClient.resetQueries();
    void navigate(paths.profile.path);
  };

  return (
    <span className={styles.switcher}>
      <label htmlFor="account-switch" className={styles.switcherLabel}>
        {t('header.account')}
      </label>
      <select
        id="account-switch"
        className={styles.switcherSelect}
        value={String(current?.account_id ?? '')}
        onChange={(event) => open(event.target.value)}
      >
        {list.map((account) => (
          <option key={account.account_id} value={account.account_id}>
            {account.own ? t('header.own_account', { name: account.owner_name }) : account.owner_name}
          </option>
        ))}
      </select>
    </span>
  );
}
