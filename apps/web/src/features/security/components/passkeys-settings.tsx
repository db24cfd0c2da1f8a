import { type Banner, FormBanner } from '@portal/web-kit/form';
import { Alert, Card } from '@portal/web-kit/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { usePasskeys } from '../api/passkeys';
import { AddPasskey } from './add-passkey';
import { PasskeyItem } from './passkey-item';
import styles from './passkeys.module.css';

/** /user/passkeys: the customer's passkeys, and adding one. */
export function PasskeysSettings() {
  const { t } = useTranslation(['passkeys', 'common']);
  const passkeys = usePasskeys();
  const [banner, setBanner] = useState<Banner>();
  const say = (text: string) => setBanner({ variant: 'success', text });

  if (passkeys.isPending) return <Spinner label={t('common:loading')} isLabelShown />;
  if (passkeys.isError) return <Alert variant="danger">{t('load_failed')}</Alert>;
  return (
    <div className={styles.screen}>
      <p className={styles.text}>{t('intro')}</p>
      <FormBanner banner={banner} />
      <Card as="section" className={styles.card} aria-labelledby="passkeys-list">
        <h2 id="passkeys-list" className={styles.heading}>
          {t('list_title')}
        </h2>
        {passkeys.data.length === 0 ? (
          <p className={styles.text}>{t('empty')}</p>
        ) : (
          <ul className={styles.list}>
            {passkeys.data.map((passkey) => (
              <PasskeyItem key={passkey.id} passkey={passkey} onChanged={say} />
            ))}
          </ul>
        )}
      </Card>
      {/* Its forms are cards of their own (the form style), so it needs none around it. */}
      <AddPasskey count={passkeys.data.length} onAdded={() => say(t('added'))} />
    </div>
  );
}
