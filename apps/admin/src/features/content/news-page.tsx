import { type AdminNews, can, type StaffMe } from '@portal/contracts';
import { Button, Card } from '@portal/web-kit/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { Banner } from '@/components/banner';
import { AddSection } from '@/components/form-actions';
import ui from '@/components/ui.module.css';
import { formatDateTime } from '@/lib/format';
import { loadFailure } from '@/lib/load-failure';
import { useDeleteNews } from './api/delete-news';
import { useNews } from './api/get-news';
import { BroadcastForm } from './broadcast-form';
import styles from './content.module.css';
import { NewsForm } from './news-form';

function NewsCard({ item, manage }: { item: AdminNews; manage: boolean }) {
  const { t } = useTranslation();
  const remove = useDeleteNews();
  const [editing, setEditing] = useState(false);
  const [confirm, setConfirm] = useState(false);
  return (
    <Card as="li" className={styles.card}>
      <h2>{item.texts.uz?.title ?? '—'}</h2>
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
      {manage && !editing && (
        <div className={ui.row}>
          <Button variant="secondary" type="button" onClick={() => setEditing(true)}>
            {t('catalogue:edit')}
          </Button>
          {confirm ? (
            <>
              <Button variant="danger" type="button" onClick={() => remove.mutate(item.id)}>
                {t('news:delete_yes')}
              </Button>
              <Button variant="secondary" type="button" onClick={() => setConfirm(false)}>
                {t('common:cancel')}
              </Button>
            </>
          ) : (
            <Button variant="secondary" type="button" onClick={() => setConfirm(true)}>
              {t('news:delete')}
            </Button>
          )}
        </div>
      )}
      {editing && <NewsForm item={item} onDone={() => setEditing(false)} />}
    </Card>
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
      <Banner tone="error">{news.isError ? loadFailure(news.error, t) : null}</Banner>
      {news.data?.length === 0 && <p className={ui.empty}>{t('news:none')}</p>}
      <ul className={styles.list}>
        {news.data?.map((item) => (
          <NewsCard key={item.id} item={item} manage={manage} />
        ))}
      </ul>
    </section>
  );
}
