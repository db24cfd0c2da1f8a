import { type AdminKbArticle, can, type StaffMe } from '@portal/contracts';
import { Button, Card } from '@portal/web-kit/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { Banner } from '@/components/banner';
import { AddSection } from '@/components/form-actions';
import ui from '@/components/ui.module.css';
import { formatDateTime } from '@/lib/format';
import { loadFailure } from '@/lib/load-failure';
import { useDeleteKbArticle } from './api/delete-kb-article';
import { useKbArticles } from './api/get-kb-articles';
import styles from './kb.module.css';
import { KbForm } from './kb-form';

function ArticleCard({ article, manage }: { article: AdminKbArticle; manage: boolean }) {
  const { t } = useTranslation();
  const remove = useDeleteKbArticle();
  const [editing, setEditing] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const { opened, ticket_not_opened: notOpened } = article.suggestions;
  return (
    <Card as="li" className={styles.card}>
      <h2>{article.texts.uz?.title ?? '—'}</h2>
      <p className={ui.hint}>
        /info/kb/{article.slug} · {t(`kb:categories.${article.category}`)} ·{' '}
        <span className={ui.badge} data-tone={article.status === 'published' ? 'success' : 'muted'}>
          {t(`kb:statuses.${article.status}`)}
        </span>{' '}
        · {t('kb:updated', { time: formatDateTime(article.updated_at) })} ·{' '}
        {Object.keys(article.texts)
          .map((lang) => t(`common:language_names.${lang}`))
          .join(', ')}
      </p>
      <dl className={styles.figures} aria-label={t('kb:suggestions')}>
        <div>
          <dt>{t('kb:opened')}</dt>
          <dd>{opened}</dd>
        </div>
        <div>
          <dt>{t('kb:ticket_not_opened')}</dt>
          <dd>
            {notOpened}
            {opened > 0 && ` (${Math.round((notOpened / opened) * 100)}%)`}
          </dd>
        </div>
      </dl>
      {manage && !editing && (
        <div className={ui.row}>
          <Button variant="secondary" type="button" onClick={() => setEditing(true)}>
            {t('kb:edit')}
          </Button>
          {confirm ? (
            <>
              <Button variant="danger" type="button" onClick={() => remove.mutate(article.id)}>
                {t('kb:delete_yes')}
              </Button>
              <Button variant="secondary" type="button" onClick={() => setConfirm(false)}>
                {t('common:cancel')}
              </Button>
            </>
          ) : (
            <Button variant="secondary" type="button" onClick={() => setConfirm(true)}>
              {t('kb:delete')}
            </Button>
          )}
        </div>
      )}
      {editing && <KbForm article={article} onDone={() => setEditing(false)} />}
    </Card>
  );
}

/** Every article, drafts too, with how its suggestions fared; support and owners write them in five languages. */
export function KbPage() {
  const { t } = useTranslation();
  const me = useOutletContext<StaffMe>();
  const manage = can(me.role, 'kb.manage');
  const articles = useKbArticles();
  return (
    <section className={ui.stack}>
      <h1>{t('kb:title')}</h1>
      <p className={ui.hint}>{t('kb:intro')}</p>
      {manage && (
        <AddSection label={t('kb:add')}>{(close) => <KbForm article={null} onDone={close} />}</AddSection>
      )}
      <Banner tone="error">{articles.isError ? loadFailure(articles.error, t) : null}</Banner>
      {articles.data?.length === 0 && <p className={ui.empty}>{t('kb:none')}</p>}
      <ul className={styles.list}>
        {articles.data?.map((article) => (
          <ArticleCard key={article.id} article={article} manage={manage} />
        ))}
      </ul>
    </section>
  );
}
