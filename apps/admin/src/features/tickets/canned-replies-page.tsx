import { type CannedReply, can, type StaffMe } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { EditableCard, EditableList } from '@/components/editable-list';
import { AddSection } from '@/components/form-actions';
import ui from '@/components/ui.module.css';
import { formatDateTime } from '@/lib/format';
import { useCannedReplies, useDeleteCannedReply } from './api/canned-replies';
import { CannedForm } from './canned-form';
import styles from './tickets.module.css';

function CannedCard({ reply, manage }: { reply: CannedReply; manage: boolean }) {
  const { t } = useTranslation();
  const remove = useDeleteCannedReply();
  return (
    <EditableCard
      title={reply.texts.uz?.title ?? '—'}
      manage={manage}
      labels={{ edit: t('tickets:edit'), delete: t('tickets:delete'), deleteYes: t('tickets:delete_yes') }}
      onDelete={() => remove.mutate(reply.id)}
      form={(done) => <CannedForm reply={reply} onDone={done} />}
    >
      <p className={ui.hint}>
        {reply.department ? t(`tickets:departments.${reply.department}`) : t('tickets:every_department')} ·{' '}
        {Object.keys(reply.texts)
          .map((lang) => t(`common:language_names.${lang}`))
          .join(', ')}{' '}
        · {t('tickets:updated', { time: formatDateTime(reply.updated_at) })}
      </p>
      <p className={styles.body}>{reply.texts.uz?.body}</p>
    </EditableCard>
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
      <EditableList query={replies} empty="tickets:canned_none">
        {(reply) => <CannedCard key={reply.id} reply={reply} manage={manage} />}
      </EditableList>
    </section>
  );
}
