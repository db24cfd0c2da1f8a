import type { ApiKey } from '@portal/contracts';
import { Alert, Button, Card } from '@portal/web-kit/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useOpenAccountId } from '@/lib/open-account';
import { useApiKeys } from '../api/api-keys';
import styles from './api-keys.module.css';
import { CreateKeyDialog } from './create-key-dialog';
import { RevokeKeyDialog } from './revoke-key-dialog';

/** /user/api-keys: the owner's personal API keys, making one (its secret shown once) and revoking one. */
export function ApiKeysScreen() {
  const { t } = useTranslation('api-keys');
  // Keys are the owner's: a member working in someone else's account has none to manage there.
  if (useOpenAccountId() !== null) return <Alert variant="info">{t('own_account_only')}</Alert>;
  return (
    <div className={styles.screen}>
      <p className={styles.text}>{t('intro')}</p>
      <KeyList />
    </div>
  );
}

function KeyList() {
  const { t } = useTranslation(['api-keys', 'common']);
  const keys = useApiKeys();
  const [isCreating, setIsCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  if (keys.isPending) return <Spinner label={t('common:loading')} isLabelShown />;
  if (keys.isError) return <Alert variant="danger">{t('load_failed')}</Alert>;
  return (
    <Card as="section" className={styles.card} aria-labelledby="api-keys-list">
      <h2 id="api-keys-list" className={styles.heading}>
        {t('list.title')}
      </h2>
      {keys.data.length === 0 ? (
        <p className={styles.muted}>{t('list.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {keys.data.map((key) => (
            <KeyRow key={key.id} apiKey={key} onRevoke={() => setRevoking(key)} />
          ))}
        </ul>
      )}
      <div>
        <Button onClick={() => setIsCreating(true)}>{t('list.create')}</Button>
      </div>
      {isCreating && <CreateKeyDialog onClose={() => setIsCreating(false)} />}
      {revoking && <RevokeKeyDialog apiKey={revoking} onClose={() => setRevoking(null)} />}
    </Card>
  );
}

function KeyRow({ apiKey, onRevoke }: { apiKey: ApiKey; onRevoke: () => void }) {
  const { t } = useTranslation('api-keys');
  const lang = currentLanguage();
  const isExpired = apiKey.expires_at !== null && new Date(apiKey.expires_at) <= new Date();
  return (
    <li className={styles.row}>
      <span className={styles.who}>
        <strong>
          {apiKey.name} <span className={styles.muted}>…{apiKey.hint}</span>
        </strong>
        <span>{apiKey.scopes.map((scope) => t(`scopes.${scope}`)).join(', ')}</span>
        <span className={styles.muted}>
          {t('list.created', { date: formatDateTime(apiKey.created_at, lang) })} ·{' '}
          {apiKey.expires_at === null
            ? t('list.no_expiry')
            : t(isExpired ? 'list.expired' : 'list.expires', {
                date: formatDateTime(apiKey.expires_at, lang),
              })}
        </span>
        <span className={styles.muted}>
          {apiKey.last_used_at === null
            ? t('list.never_used')
            : t('list.last_used', {
                date: formatDateTime(apiKey.last_used_at, lang),
                ip: apiKey.last_used_ip ?? '',
              })}
        </span>
      </span>
      <Button
        variant="secondary"
        aria-label={t('list.revoke_named', { name: apiKey.name })}
        onClick={onRevoke}
      >
        {t('list.revoke')}
      </Button>
    </li>
  );
}
