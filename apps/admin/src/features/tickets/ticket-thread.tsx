import { type AdminTicketDetail, adminPath, adminSupportPaths } from '@portal/contracts';
import { Button } from '@portal/web-kit/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/banner';
import ui from '@/components/ui.module.css';
import { formatDateTime } from '@/lib/format';
import { openStaffFile } from '@/lib/staff-file';
import styles from './tickets.module.css';

/** The whole conversation, oldest first: the customer, staff, notes only staff see (marked), and notices. */
export function TicketThread({ ticket }: { ticket: AdminTicketDetail }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  // The files need the staff token, which a plain link cannot carry: fetched and shown from a Blob.
  const download = async (attachmentId: number) => {
    const url = adminPath(adminSupportPaths.attachment, ticket.id).replace(
      ':attachment_id',
      String(attachmentId),
    );
    setFailed(!(await openStaffFile(url)));
  };
  return (
    <section className={styles.thread} aria-label={t('tickets:thread')}>
      <Banner tone="error">{failed ? t('common:load_failed') : null}</Banner>
      <ol className={styles.messages}>
        {ticket.messages.map((message) => (
          <li
            key={message.id}
            className={styles.message}
            data-author={message.author}
            data-internal={message.internal || undefined}
          >
            <p className={styles.meta}>
              <strong>
                {message.author === 'customer'
                  ? (message.author_name ?? ticket.customer_name)
                  : message.author === 'staff'
                    ? (message.author_name ?? t('tickets:staff'))
                    : t('tickets:system')}
              </strong>{' '}
              · {formatDateTime(message.created_at)} · {t(`tickets:via.${message.via}`)}
              {message.internal && (
                <>
                  {' '}
                  <span className={`${ui.badge} ${styles.due}`} data-tone="warning">
                    {t('tickets:internal_badge')}
                  </span>
                </>
              )}
            </p>
            <div className={styles.body}>{message.body}</div>
            {message.attachments.length > 0 && (
              <ul className={styles.attachments} aria-label={t('tickets:attachments')}>
                {message.attachments.map((file) => (
                  <li key={file.id}>
                    <Button variant="secondary" type="button" onClick={() => void download(file.id)}>
                      {file.file_name} ({Math.ceil(file.size_bytes / 1024)} KB)
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
