import { type AdminNews, can, type StaffMe } from '@portal/contracts';
import { Card } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { EditableCard, EditableList } from '@/components/editable-list';
import { AddSection } from '@/components/form-actions';
import ui from '@/components/ui.module.css';
import { formatDateTime } from '@/lib/format';
import { useDeleteNews } from './api/delete-news';
import { useNews } from './api/get-news';
import { BroadcastForm } from './broadcast-form';
import { NewsForm } from './news-form';

function NewsCard({ item, manage }: { item: AdminNews; manage: boolean }) {
  const { t } = useTranslation();
  const remove = useDeleteNews();
  return (
    <EditableCard
      title={item.texts.uz?.title ?? '—'}
      manage={manage}
      labels={{ edit: t('catalogue:edit'), delete: t('news:delete'), deleteYes: t('news:delete_yes') }}
      onDelete={() => remove.mutate(item.id)}
      form={(done) => <NewsForm item={item} onDone={done} />}
    >
      <p className={ui.hint}>
        {formatDateTime(item.publish_at)} ·{' '}
        <span className={ui.badge} data-tone={item.published ? 'success' : 'muted'}>
          {item.published ? t('news:published') : t('news:scheduled')}
        </span>{' '}
        ·{' '}
        {Object.keys(item.texts)
          .map((lang) => t(`common:language_names.${lang}`))
          .join(', ')}
      </p>
    </EditableCard>
  );
}

/** Every news item, scheduled ones too; support and owners write them in five languages. */
export function NewsPage() {
  const { t } = useTranslation();
  const me = useOutletContext<StaffMe>();
  const manage = can(me.role, 'news.manage');
  const news = useNews();
  return (
    <section className={ui.stack}>
      <h1>{t('news:title')}</h1>
      {manage && (
        <AddSection label={t('news:add')}>{(close) => <NewsForm item={null} onDone={close} />}</AddSection>
      )}
      {manage && (
        <Card as="section">
          <BroadcastForm />
        </Card>
      )}
      <EditableList query={news} empty="news:none">
        {(item) => <NewsCard key={item.id} item={item} manage={manage} />}
      </EditableList>
    </section>
  );
}
