import { type AdminNews, LANGUAGES, type Language, type NewsRequest } from '@portal/contracts';
import { errorTextWithFields } from '@portal/web-kit/errors';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/banner';
import { Field } from '@/components/field';
import { FormActions } from '@/components/form-actions';
import ui from '@/components/ui.module.css';
import { useSaveNews } from './api';
import styles from './content.module.css';
import { LanguageTexts, type Texts, writtenTexts } from './language-texts';

/** yyyy-mm-ddThh:mm in Tashkent time, as a datetime-local input shows it, and back to an ISO time. */
const toLocalInput = (iso: string) =>
  new Date(new Date(iso).getTime() + 5 * 3600_000).toISOString().slice(0, 16);
const fromLocalInput = (local: string) => `${local}:00+05:00`;

/** A news item in five languages (uz required) with a preview of what a customer in the chosen one reads. */
export function NewsForm({ item, onDone }: { item: AdminNews | null; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveNews();
  const [publishAt, setPublishAt] = useState(toLocalInput(item?.publish_at ?? new Date().toISOString()));
  const [texts, setTexts] = useState<Texts>(
    Object.fromEntries(
      LANGUAGES.map((lang) => [
        lang,
        { title: item?.texts[lang]?.title ?? '', body: item?.texts[lang]?.body ?? '' },
      ]),
    ) as Texts,
  );
  const [preview, setPreview] = useState<Language>('uz');
  const [failure, setFailure] = useState<string | null>(null);
  const shown = texts[preview].title ? texts[preview] : texts.uz;
  const submit = async () => {
    setFailure(null);
    if (!texts.uz.title.trim() || !texts.uz.body.trim()) {
      setFailure(t('news.uz_required'));
      return;
    }
    const given = writtenTexts(texts);
    const body = { publish_at: fromLocalInput(publishAt), texts: given } as NewsRequest;
    try {
      await save.mutateAsync({ id: item?.id ?? null, body });
      onDone();
    } catch (error) {
      setFailure(errorTextWithFields(t, error, t('errors.INTERNAL')));
    }
  };
  return (
    <form
      className={ui.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Banner tone="error">{failure}</Banner>
      <Field
        label={t('news.publish_at')}
        hint={t('news.publish_hint')}
        type="datetime-local"
        value={publishAt}
        onChange={(event) => setPublishAt(event.target.value)}
      />
      <LanguageTexts texts={texts} onChange={setTexts} limits={{ title: 200, body: 20_000 }} />
      <section className={styles.preview} aria-labelledby="news-preview">
        <h3 id="news-preview">{t('news.preview')}</h3>
        <div className={ui.row}>
          {LANGUAGES.map((lang) => (
            <button
              key={lang}
              type="button"
              aria-pressed={preview === lang}
              className={`${ui.button} ${preview === lang ? '' : ui.secondary}`}
              onClick={() => setPreview(lang)}
            >
              {t(`common.language_names.${lang}`)}
            </button>
          ))}
        </div>
        <article className={styles.article} lang={preview}>
          <h4>{shown.title || '—'}</h4>
          {shown.body.split(/\n{2,}/).map((paragraph, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity beyond their place.
            <p key={index}>{paragraph}</p>
          ))}
        </article>
      </section>
      <FormActions busy={save.isPending} onCancel={onDone} />
    </form>
  );
}
