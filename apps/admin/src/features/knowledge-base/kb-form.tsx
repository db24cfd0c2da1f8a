import {
  type AdminKbArticle,
  KB_CATEGORIES,
  KB_LIMITS,
  KB_STATUSES,
  kbArticleRequestSchema,
  LANGUAGES,
  type Language,
} from '@portal/contracts';
import { FormBanner, useApiForm } from '@portal/web-kit/form';
import { Button, Select, TextArea, TextField } from '@portal/web-kit/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormActions } from '@/components/form-actions';
import ui from '@/components/ui.module.css';
import { usePreviewKbArticle } from './api/preview-kb-article';
import { useSaveKbArticle } from './api/save-kb-article';
import styles from './kb.module.css';

type Text = { title: string; body: string };
type Texts = Record<Language, Text>;

const anyText = z.object({ title: z.string(), body: z.string() });
const { shape } = kbArticleRequestSchema;

/** The article as the form holds it: the request's fields, every language present (empty where not written). */
const kbFormSchema = z.object({
  slug: shape.slug,
  category: shape.category,
  status: shape.status,
  texts: z.object({ uz: shape.texts.shape.uz, uzc: anyText, ru: anyText, en: anyText, tj: anyText }),
});

const textsOf = (article: AdminKbArticle | null): Texts =>
  Object.fromEntries(
    LANGUAGES.map((lang) => [
      lang,
      { title: article?.texts[lang]?.title ?? '', body: article?.texts[lang]?.body ?? '' },
    ]),
  ) as Texts;

/** The languages whose title and text are both written: what the API is sent (uz always, the form checked it). */
const writtenTexts = (texts: Texts) => ({
  ...Object.fromEntries(
    LANGUAGES.filter((lang) => texts[lang].title.trim() && texts[lang].body.trim()).map((lang) => [
      lang,
      texts[lang],
    ]),
  ),
  uz: texts.uz,
});

/** An article in five languages (uz required), its address, category and state, with the server's preview. */
export function KbForm({ article, onDone }: { article: AdminKbArticle | null; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveKbArticle();
  const preview = usePreviewKbArticle();
  const [previewLanguage, setPreviewLanguage] = useState<Language>('uz');
  const form = useApiForm({
    schema: kbFormSchema,
    defaultValues: {
      slug: article?.slug ?? '',
      category: article?.category ?? 'hosting',
      status: article?.status ?? 'draft',
      texts: textsOf(article),
    },
  });
  const submit = form.handleSubmit(
    async ({ texts, ...fields }) => {
      form.showBanner(undefined);
      try {
        await save.mutateAsync({ id: article?.id ?? null, body: { ...fields, texts: writtenTexts(texts) } });
        onDone();
      } catch (error) {
        form.showError(error, t('errors:INTERNAL'));
      }
    },
    () => form.showBanner({ variant: 'danger', text: t('kb:check_fields') }),
  );
  const showPreview = (lang: Language) => {
    setPreviewLanguage(lang);
    const texts = form.getValues('texts');
    preview.mutate(texts[lang].body.trim() ? texts[lang].body : texts.uz.body);
  };
  return (
    <form className={ui.form} noValidate onSubmit={submit}>
      <FormBanner banner={form.banner} />
      <div className={styles.fields}>
        <TextField
          label={t('kb:slug')}
          hint={t('kb:slug_hint')}
          maxLength={KB_LIMITS.slugMax}
          autoComplete="off"
          error={form.errorOf('slug')}
          {...form.register('slug')}
        />
        <Select
          label={t('kb:category')}
          error={form.errorOf('category')}
          options={KB_CATEGORIES.map((category) => ({
            value: category,
            label: t(`kb:categories.${category}`),
          }))}
          {...form.register('category')}
        />
        <Select
          label={t('kb:status')}
          hint={t('kb:status_hint')}
          error={form.errorOf('status')}
          options={KB_STATUSES.map((status) => ({ value: status, label: t(`kb:statuses.${status}`) }))}
          {...form.register('status')}
        />
      </div>
      <div className={styles.languages}>
        {LANGUAGES.map((lang) => (
          <fieldset key={lang} className={styles.language}>
            <legend>{t(`common:language_names.${lang}`)}</legend>
            <TextField
              label={t('kb:title_field')}
              maxLength={KB_LIMITS.titleMax}
              error={form.errorOf(`texts.${lang}.title`)}
              {...form.register(`texts.${lang}.title`)}
            />
            <TextArea
              label={t('kb:body_field')}
              hint={t('kb:body_hint')}
              maxLength={KB_LIMITS.bodyMax}
              error={form.errorOf(`texts.${lang}.body`)}
              {...form.register(`texts.${lang}.body`)}
            />
          </fieldset>
        ))}
      </div>
      <section className={styles.preview} aria-labelledby="kb-preview">
        <h3 id="kb-preview">{t('kb:preview')}</h3>
        <div className={ui.row}>
          {LANGUAGES.map((lang) => (
            <Button
              key={lang}
              type="button"
              aria-pressed={preview.data !== undefined && previewLanguage === lang}
              variant={preview.data !== undefined && previewLanguage === lang ? 'primary' : 'secondary'}
              onClick={() => showPreview(lang)}
            >
              {t(`common:language_names.${lang}`)}
            </Button>
          ))}
        </div>
        {preview.isError && <p className={ui.hint}>{t('kb:preview_failed')}</p>}
        {preview.data && (
          <div
            className={styles.article}
            lang={previewLanguage}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the server rendered and sanitized it, as for the portal
            dangerouslySetInnerHTML={{ __html: preview.data.html }}
          />
        )}
      </section>
      <FormActions busy={save.isPending} onCancel={onDone} />
    </form>
  );
}
