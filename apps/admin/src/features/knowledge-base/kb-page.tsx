import { type AdminKbArticle, can, type StaffMe } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { EditableCard, EditableList } from '@/components/editable-list';
import { AddSection } from '@/components/form-actions';
import ui from '@/components/ui.module.css';
import { formatDateTime } from '@/lib/format';
import { useDeleteKbArticle } from './api/delete-kb-article';
import { useKbArticles } from './api/get-kb-articles';
import styles from './kb.module.css';
import { KbForm } from './kb-form';

function ArticleCard({ article, manage }: { article: AdminKbArticle; manage: boolean }) {
  const { t } = useTranslation();
  const remove = useDeleteKbArticle();
  const { opened, ticket_not_opened: notOpened } = article.suggestions;
  const { yes, no } = article.votes;
  const votes = yes + no;
  return (
    <EditableCard
      title={article.texts.uz?.title ?? '—'}
      manage={manage}
      labels={{ edit: t('kb:edit'), delete: t('kb:delete'), deleteYes: t('kb:delete_yes') }}
      onDelete={() => remove.mutate(article.id)}
      form={(done) => <KbForm article={article} onDone={done} />}
    >
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
      {/* "Did this answer your question?" under the article in the portal: one vote per visitor. */}
      <dl className={styles.figures} aria-label={t('kb:votes')}>
        <div>
          <dt>{t('kb:votes_yes')}</dt>
          <dd>
            {yes}
            {votes > 0 && ` (${Math.round((yes / votes) * 100)}%)`}
          </dd>
        </div>
        <div>
          <dt>{t('kb:votes_no')}</dt>
          <dd>{no}</dd>
        </div>
      </dl>
    </EditableCard>
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
      <EditableList query={articles} empty="kb:none">
        {(article) => <ArticleCard key={article.id} article={article} manage={manage} />}
      </EditableList>
    </section>
  );
}
