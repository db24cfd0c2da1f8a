import type { Mailbox } from '@portal/contracts';
import { Alert, Button, Card } from '@portal/web-kit/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMailboxes } from '../../api/get-mailboxes';
import hosting from '../hosting.module.css';
import { AddWithinLimit } from './add-within-limit';
import { MailSettingsCard } from './mail-settings';
import { MailboxCreateDialog, MailboxDeleteDialog, MailboxEditDialog } from './mailbox-dialogs';
import styles from './order-home.module.css';
import { ReadOnlyNotice, useCanChange } from './read-only-notice';

function MailboxCard({ orderId, box, canChange }: { orderId: number; box: Mailbox; canChange: boolean }) {
  const { t } = useTranslation('mail-db');
  const [dialog, setDialog] = useState<'edit' | 'delete'>();
  const titleId = `mailbox-${box.address}`;
  const usage =
    box.quota_mb === null
      ? t('mail.used_no_limit', { used: box.used_mb })
      : t('mail.used_of', { used: box.used_mb, total: box.quota_mb });
  const forward = box.forward.length > 0 ? box.forward.join(', ') : t('mail.no_forward');
  return (
    <Card as="li" className={hosting.card} aria-labelledby={titleId} data-testid="mailbox">
      <h3 id={titleId} className={hosting.cardTitle}>
        {box.address}
        {!box.active && <span className={hosting.badge}>{t('mail.inactive')}</span>}
      </h3>
      <dl className={hosting.facts}>
        <div className={hosting.fact}>
          <dt>{t('mail.fields.usage')}</dt>
          <dd>{usage}</dd>
        </div>
        <div className={hosting.fact}>
          <dt>{t('mail.fields.forward')}</dt>
          <dd>{forward}</dd>
        </div>
        {box.forward.length > 0 && (
          <div className={hosting.fact}>
            <dt>{t('mail.fields.keep_copy')}</dt>
            <dd>{box.keep_copy ? t('yes') : t('no')}</dd>
          </div>
        )}
      </dl>
      {canChange && (
        <div className={hosting.actions}>
          <Button
            variant="secondary"
            onClick={() => setDialog('edit')}
            aria-label={t('mail.edit_named', { address: box.address })}
          >
            {t('mail.edit')}
          </Button>
          <Button
            variant="ghost"
            onClick={() => setDialog('delete')}
            aria-label={t('mail.delete_named', { address: box.address })}
          >
            {t('mail.delete')}
          </Button>
        </div>
      )}
      {dialog === 'edit' && (
        <MailboxEditDialog orderId={orderId} box={box} onClose={() => setDialog(undefined)} />
      )}
      {dialog === 'delete' && (
        <MailboxDeleteDialog orderId={orderId} box={box} onClose={() => setDialog(undefined)} />
      )}
    </Card>
  );
}

/** The order's mailboxes, the way to add one at a site's domain, and the settings a phone's mail app needs. */
export function MailTab({ orderId }: { orderId: number }) {
  const { t } = useTranslation('mail-db');
  const boxes = useMailboxes(orderId);
  const canChange = useCanChange(boxes.data?.access);
  const [isCreateOpen, setCreateOpen] = useState(false);
  if (boxes.isError) return <Alert variant="danger">{t('mail.load_failed')}</Alert>;
  if (!boxes.data) return <p className={hosting.muted} aria-busy="true" />;
  const { access, domains, mailboxes, settings } = boxes.data;
  const addButton = canChange && domains.length > 0 && (
    <AddWithinLimit orderId={orderId} kind="mailboxes" onAdd={() => setCreateOpen(true)}>
      {mailboxes.length === 0 ? t('mail.add_first') : t('mail.add')}
    </AddWithinLimit>
  );
  return (
    <>
      <ReadOnlyNotice access={access} orderId={orderId} />
      {mailboxes.length === 0 ? (
        <div className={styles.empty}>
          <p className={hosting.muted}>{domains.length === 0 ? t('mail.needs_site') : t('mail.empty')}</p>
          {addButton}
        </div>
      ) : (
        <>
          <div className={styles.toolbar}>{addButton}</div>
          <ul className={styles.list}>
            {mailboxes.map((box) => (
              <MailboxCard key={box.address} orderId={orderId} box={box} canChange={canChange} />
            ))}
          </ul>
        </>
      )}
      <MailSettingsCard settings={settings} />
      {isCreateOpen && (
        <MailboxCreateDialog orderId={orderId} domains={domains} onClose={() => setCreateOpen(false)} />
      )}
    </>
  );
}
