import { type AdminNews, type Language, newsRequestSchema } from '@portal/contracts';
import { FormBanner, useApiForm } from '@portal/web-kit/form';
import { TextField } from '@portal/web-kit/ui';
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
import { useSaveNews } from './api/save-news';
import styles from './content.module.css';

/** yyyy-mm-ddThh:mm in Tashkent time, as a datetime-local input shows it, and back to an ISO time. */
const toLocalInput = (iso: string) =>
  new Date(new Date(iso).getTime() + 5 * 3600_000).toISOString().slice(0, 16);
const fromLocalInput = (local: string) => `${local}:00+05:00`;

/** The item as the form holds it, derived from the request: the publish time as typed, the five languages' texts. */
const newsFormSchema = z.object({
  publish_at: z.string().min(1, { error: 'required' }),
  texts: textsFormSchema(newsRequestSchema.shape.texts.shape.uz),
});

/** A news item in five languages (uz required) with a preview of what a customer in the chosen one reads. */
export function NewsForm({ item, onDone }: { item: AdminNews | null; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveNews();
  const form = useApiForm({
    schema: newsFormSchema,
    defaultValues: {
      publish_at: toLocalInput(item?.publish_at ?? new Date().toISOString()),
      texts: textsOf(item?.texts),
    },
  });
  const [preview, setPreview] = useState<Language>('uz');
  const texts = form.watch('texts');
  const shown = texts[preview].title ? texts[preview] : texts.uz;
  const submit = form.handleSubmit(
    async ({ publish_at, texts: written }) => {
      form.showBanner(undefined);
      try {
        const body = { publish_at: fromLocalInput(publish_at), texts: writtenTexts(written) };
        await save.mutateAsync({ id: item?.id ?? null, body });
        onDone();
      } catch (error) {
        form.showError(error, t('errors:INTERNAL'));
      }
    },
    () => form.showBanner({ variant: 'danger', text: t('news:uz_required') }),
  );
  return (
    <form className={ui.form} noValidate onSubmit={submit}>
      <FormBanner banner={form.banner} />
      <TextField
        label={t('news:publish_at')}
        hint={t('news:publish_hint')}
        type="datetime-local"
        error={form.errorOf('publish_at')}
        {...form.register('publish_at')}
      />
      <LanguageTexts
        form={form}
        limits={{ title: 200, body: 20_000 }}
        labels={{ title: t('news:title_field'), body: t('news:body_field') }}
      />
      <TextPreview title={t('news:preview')} selected={preview} onSelect={setPreview}>
        <article className={`${previewFrame} ${styles.paragraphs}`} lang={preview}>
          <h4>{shown.title || '—'}</h4>
          {shown.body.split(/\n{2,}/).map((paragraph, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity beyond their place.
            <p key={index}>{paragraph}</p>
          ))}
        </article>
      </TextPreview>
      <FormActions busy={save.isPending} onCancel={onDone} />
    </form>
  );
}
