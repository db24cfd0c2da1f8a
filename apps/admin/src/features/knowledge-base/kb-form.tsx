import {
  type AdminKbArticle,
  KB_CATEGORIES,
  KB_LIMITS,
  KB_STATUSES,
  kbArticleRequestSchema,
  type Language,
} from '@portal/contracts';
import { FormBanner, useApiForm } from '@portal/web-kit/form';
import { Select, TextField } from '@portal/web-kit/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormActions } from '@/components/form-actions';
import {
  LanguageTexts,
  previewFrame,
  TextPreview,
  textsFormSchema,
  textsOf,
  writtenTexts,
} from '@/components/language-texts';
import ui from '@/components/ui.module.css';
import { usePreviewKbArticle } from './api/preview-kb-article';
import { useSaveKbArticle } from './api/save-kb-article';
import styles from './kb.module.css';

const { shape } = kbArticleRequestSchema;

/** The article as the form holds it: the request's fields, every language present (empty where not written). */
const kbFormSchema = z.object({
  slug: shape.slug,
  category: shape.category,
  status: shape.status,
  texts: textsFormSchema(shape.texts.shape.uz),
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
      texts: textsOf(article?.texts),
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
      <LanguageTexts
        form={form}
        limits={{ title: KB_LIMITS.titleMax, body: KB_LIMITS.bodyMax }}
        labels={{ title: t('kb:title_field'), body: t('kb:body_field'), bodyHint: t('kb:body_hint') }}
        markup
      />
      <TextPreview
        title={t('kb:preview')}
        selected={preview.data === undefined ? null : previewLanguage}
        onSelect={showPreview}
      >
        {preview.isError && <p className={ui.hint}>{t('kb:preview_failed')}</p>}
        {preview.data && (
          <div
            className={`${previewFrame} ${styles.markdown}`}
            lang={previewLanguage}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the server rendered and sanitized it, as for the portal
            dangerouslySetInnerHTML={{ __html: preview.data.html }}
          />
        )}
      </TextPreview>
      <FormActions busy={save.isPending} onCancel={onDone} />
    </form>
  );
}
