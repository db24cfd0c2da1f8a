import { type CannedReply, can, type StaffMe } from '@portal/contracts';
import { Button, Card } from '@portal/web-kit/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { Banner } from '@/components/banner';
import { AddSection } from '@/components/form-actions';
import ui from '@/components/ui.module.css';
import { formatDateTime } from '@/lib/format';
import { loadFailure } from '@/lib/load-failure';
import { useCannedReplies, useDeleteCannedReply } from './api/canned-replies';
import { CannedForm } from './canned-form';
import styles from './tickets.module.css';

function CannedCard({ reply, manage }: { reply: CannedReply; manage: boolean }) {
  const { t } = useTranslation();
  const remove = useDeleteCannedReply();
  const [editing, setEditing] = useState(false);
  const [confirm, setConfirm] = useState(false);
  return (
    <Card as="li" className={styles.card}>
      <h2>{reply.texts.uz?.title ?? '—'}</h2>
      <p className={ui.hint}>
        {reply.department ? t(`tickets:departments.${reply.department}`) : t('tickets:every_department')} ·{' '}
        {Object.keys(reply.texts)
          .map((lang) => t(`common:language_names.${lang}`))
          .join(', ')}{' '}
        · {t('tickets:updated', { time: formatDateTime(reply.updated_at) })}
      </p>
      <p className={styles.body}>{reply.texts.uz?.body}</p>
      {manage && !editing && (
        <div className={ui.row}>
          <Button variant="secondary" type="button" onClick={() => setEditing(true)}>
            {t('tickets:edit')}
          </Button>
          {confirm ? (
            <>
              <Button variant="danger" type="button" onClick={() => remove.mutate(reply.id)}>
                {t('tickets:delete_yes')}
              </Button>
              <Button variant="secondary" type="button" onClick={() => setConfirm(false)}>
                {t('common:cancel')}
              </Button>
            </>
          ) : (
            <Button variant="secondary" type="button" onClick={() => setConfirm(true)}>
              {t('tickets:delete')}
            </Button>
          )}
        </div>
      )}
      {editing && <CannedForm reply={reply} onDone={() => setEditing(false)} />}
    </Card>
  );
}

/** The canned replies staff insert into answers; support and owners write them in five languages. */
export function CannedRepliesPage() {
  const { t } = useTranslation();
  const me = useOutletContext<StaffMe>();
  const manage = can(me.role, 'canned.manage');
  const replies = useCannedReplies();
  return (
    <section className={ui.stack}>
      <h1>{t('tickets:canned_title_page')}</h1>
      <p className={ui.hint}>{t('tickets:canned_intro')}</p>
      {manage && (
        <AddSection label={t('tickets:canned_add')}>
          {(close) => <CannedForm reply={null} onDone={close} />}
        </AddSection>
      )}
      <Banner tone="error">{replies.isError ? loadFailure(replies.error, t) : null}</Banner>
      {replies.data?.length === 0 && <p className={ui.empty}>{t('tickets:canned_none')}</p>}
      <ul className={styles.list}>
        {replies.data?.map((reply) => (
          <CannedCard key={reply.id} reply={reply} manage={manage} />
        ))}
      </ul>
    </section>
  );
}
