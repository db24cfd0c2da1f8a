import type { Database } from '@portal/contracts';
import { errorText } from '@portal/web-kit/errors';
import { Alert, Button, Card } from '@portal/web-kit/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDatabaseAdminLink } from '../../api/database-mutations';
import { useDatabases } from '../../api/get-databases';
import hosting from '../hosting.module.css';
import { openPanel } from '../open-panel';
import { AddWithinLimit } from './add-within-limit';
import { CopyValue } from './copy-value';
import { DatabaseCreateDialog, DatabaseDeleteDialog, DatabasePasswordDialog } from './database-dialogs';
import styles from './order-home.module.css';
import { ReadOnlyNotice, useCanChange } from './read-only-notice';

type CardProps = { orderId: number; database: Database; canChange: boolean; phpMyAdmin: boolean };

function DatabaseCard({ orderId, database, canChange, phpMyAdmin }: CardProps) {
  const { t } = useTranslation('mail-db');
  const [dialog, setDialog] = useState<'password' | 'delete'>();
  const adminLink = useDatabaseAdminLink(orderId, database.name);
  const titleId = `database-${database.name}`;
  const user = database.users[0] ?? '';
  return (
    <Card as="li" className={hosting.card} aria-labelledby={titleId} data-testid="database">
      <h3 id={titleId} className={hosting.cardTitle}>
        {database.name}
      </h3>
      <dl className={hosting.facts}>
        <CopyValue label={t('db.fields.full_name')} value={database.name} />
        {user && <CopyValue label={t('db.fields.user')} value={user} />}
        <CopyValue label={t('db.fields.host')} value={database.host} />
        <div className={hosting.fact}>
          <dt>{t('db.fields.port')}</dt>
          <dd>{database.port}</dd>
        </div>
        <div className={hosting.fact}>
          <dt>{t('db.fields.size')}</dt>
          <dd>{t('db.size_mb', { size: database.size_mb })}</dd>
        </div>
        {database.charset && (
          <div className={hosting.fact}>
            <dt>{t('db.fields.charset')}</dt>
            <dd>{database.charset}</dd>
          </div>
        )}
      </dl>
      {adminLink.isError && (
        <Alert variant="danger">{errorText(t, adminLink.error, t('db.phpmyadmin_failed'))}</Alert>
      )}
      {canChange && (
        <div className={hosting.actions}>
          {phpMyAdmin && (
            <Button
              variant="secondary"
              isBusy={adminLink.isPending}
              onClick={() => void openPanel(async () => (await adminLink.mutateAsync()).url).catch(() => {})}
              aria-label={t('db.phpmyadmin_named', { name: database.name })}
            >
              {t('db.phpmyadmin')}
            </Button>
          )}
          <Button
            variant="secondary"
            onClick={() => setDialog('password')}
            aria-label={t('db.password_named', { name: database.name })}
          >
            {t('db.password')}
          </Button>
          <Button
            variant="ghost"
            onClick={() => setDialog('delete')}
            aria-label={t('db.delete_named', { name: database.name })}
          >
            {t('db.delete')}
          </Button>
        </div>
      )}
      {dialog === 'password' && (
        <DatabasePasswordDialog orderId={orderId} database={database} onClose={() => setDialog(undefined)} />
      )}
      {dialog === 'delete' && (
        <DatabaseDeleteDialog orderId={orderId} database={database} onClose={() => setDialog(undefined)} />
      )}
    </Card>
  );
}

/** The order's databases: full names, user, where to connect and size; add, change a password, delete. */
export function DatabasesTab({ orderId }: { orderId: number }) {
  const { t } = useTranslation('mail-db');
  const databases = useDatabases(orderId);
  const canChange = useCanChange(databases.data?.access);
  const [isCreateOpen, setCreateOpen] = useState(false);
  if (databases.isError) return <Alert variant="danger">{t('db.load_failed')}</Alert>;
  if (!databases.data) return <p className={hosting.muted} aria-busy="true" />;
  const { access, prefix, charsets, phpmyadmin: phpMyAdmin } = databases.data;
  const list = databases.data.databases;
  const addButton = canChange && (
    <AddWithinLimit orderId={orderId} kind="databases" onAdd={() => setCreateOpen(true)}>
      {list.length === 0 ? t('db.add_first') : t('db.add')}
    </AddWithinLimit>
  );
  return (
    <>
      <ReadOnlyNotice access={access} orderId={orderId} />
      {list.length === 0 ? (
        <div className={styles.empty}>
          <p className={hosting.muted}>{t('db.empty')}</p>
          {addButton}
        </div>
      ) : (
        <>
          <div className={styles.toolbar}>{addButton}</div>
          <ul className={styles.list}>
            {list.map((database) => (
              <DatabaseCard
                key={database.name}
                orderId={orderId}
                database={database}
                canChange={canChange}
                phpMyAdmin={phpMyAdmin}
              />
            ))}
          </ul>
        </>
      )}
      {isCreateOpen && (
        <DatabaseCreateDialog
          orderId={orderId}
          prefix={prefix}
          charsets={charsets}
          onClose={() => setCreateOpen(false)}
        />
      )}
    </>
  );
}
