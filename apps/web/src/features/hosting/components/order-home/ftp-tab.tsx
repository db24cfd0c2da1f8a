import type { FtpUser, FtpUserList } from '@portal/contracts';
import { Alert, Button, Card } from '@portal/web-kit/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFtpUsers } from '../../api/tools-queries';
import hosting from '../hosting.module.css';
import { AddWithinLimit } from './add-within-limit';
import { FtpDeleteDialog, FtpUserDialog } from './ftp-dialogs';
import styles from './order-home.module.css';
import { ReadOnlyNotice, useCanChange } from './read-only-notice';
import tools from './tools.module.css';

/** How an FTP program connects: the server, port 21 and explicit TLS. */
function Connection({ connection }: { connection: FtpUserList['connection'] }) {
  const { t } = useTranslation('hosting-tools');
  if (!connection) return null;
  return (
    <Card as="section" className={hosting.card} aria-labelledby="ftp-connect-title">
      <h3 id="ftp-connect-title" className={hosting.cardTitle}>
        {t('ftp.connect_title')}
      </h3>
      <dl className={tools.facts}>
        <dt>{t('ftp.host')}</dt>
        <dd>{connection.host}</dd>
        <dt>{t('ftp.port')}</dt>
        <dd>{connection.port}</dd>
        <dt>{t('ftp.security')}</dt>
        <dd>{t('ftp.explicit_tls')}</dd>
      </dl>
      <p className={hosting.muted}>{t('ftp.tls_note')}</p>
    </Card>
  );
}

type CardProps = { orderId: number; user: FtpUser; homeRoot: string; canChange: boolean };

function FtpUserCard({ orderId, user, homeRoot, canChange }: CardProps) {
  const { t } = useTranslation('hosting-tools');
  const [dialog, setDialog] = useState<'edit' | 'delete'>();
  const titleId = `ftp-${user.name}`;
  return (
    <Card as="li" className={hosting.card} aria-labelledby={titleId} data-testid="ftp-user">
      <h3 id={titleId} className={hosting.cardTitle}>
        {user.name}
        {user.main && <span className={hosting.badge}>{t('ftp.main')}</span>}
      </h3>
      <dl className={tools.facts}>
        <dt>{t('ftp.folder')}</dt>
        <dd>{user.home === '' ? t('ftp.whole_home') : user.home_path}</dd>
      </dl>
      {user.main && <p className={hosting.muted}>{t('ftp.main_hint')}</p>}
      {canChange && !user.main && (
        <div className={hosting.actions}>
          <Button
            variant="secondary"
            onClick={() => setDialog('edit')}
            aria-label={t('ftp.edit_named', { name: user.name })}
          >
            {t('ftp.edit')}
          </Button>
          <Button
            variant="ghost"
            onClick={() => setDialog('delete')}
            aria-label={t('ftp.delete_named', { name: user.name })}
          >
            {t('ftp.delete')}
          </Button>
        </div>
      )}
      {dialog === 'edit' && (
        <FtpUserDialog
          orderId={orderId}
          homeRoot={homeRoot}
          user={user}
          onClose={() => setDialog(undefined)}
        />
      )}
      {dialog === 'delete' && (
        <FtpDeleteDialog orderId={orderId} user={user} onClose={() => setDialog(undefined)} />
      )}
    </Card>
  );
}

/** The order's FTP accounts: the main one, those that see one folder, and how to connect. */
export function FtpTab({ orderId }: { orderId: number }) {
  const { t } = useTranslation('hosting-tools');
  const list = useFtpUsers(orderId);
  const canChange = useCanChange(list.data?.access);
  const [isCreateOpen, setCreateOpen] = useState(false);
  if (list.isError) return <Alert variant="danger">{t('ftp.load_failed')}</Alert>;
  if (!list.data) return <p className={hosting.muted} aria-busy="true" />;
  const { users, home_root: homeRoot } = list.data;
  return (
    <>
      <ReadOnlyNotice access={list.data.access} orderId={orderId} />
      <Connection connection={list.data.connection} />
      {users.every((user) => user.main) && <p className={hosting.muted}>{t('ftp.empty')}</p>}
      {canChange && (
        <div className={styles.toolbar}>
          <AddWithinLimit orderId={orderId} kind="ftp_users" onAdd={() => setCreateOpen(true)}>
            {t('ftp.add')}
          </AddWithinLimit>
        </div>
      )}
      <ul className={styles.list}>
        {users.map((user) => (
          <FtpUserCard
            key={user.name}
            orderId={orderId}
            user={user}
            homeRoot={homeRoot}
            canChange={canChange}
          />
        ))}
      </ul>
      {isCreateOpen && (
        <FtpUserDialog orderId={orderId} homeRoot={homeRoot} onClose={() => setCreateOpen(false)} />
      )}
    </>
  );
}
