import { type AdminNews, type Language, newsRequestSchema } from '@portal/contracts';
import { FormBanner, useApiForm } from '@portal/web-kit/form';
import { TextField } from '@portal/web-kit/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DayField } from '@/components/day-field';
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
import { dayInput } from '@/lib/form-schemas';
import { useSaveNews } from './api/save-news';
import styles from './content.module.css';

/**
 * The publish time as two fields in Tashkent time: the day (typed in the console's order by the kit's date field)
 * and hh:mm on a 24-hour clock. The browser's datetime input would show its own order and AM/PM in the
 * browser's language instead.
 */
const toLocalParts = (iso: string) => {
  const local = new Date(new Date(iso).getTime() + 5 * 3600_000).toISOString();
  return { publish_day: local.slice(0, 10), publish_time: local.slice(11, 16) };
};
const fromLocalParts = (day: string, time: string) => `${day}T${time}:00+05:00`;

/** The item as the form holds it, derived from the request: the publish time as typed, the five languages' texts. */
const newsFormSchema = z.object({
  publish_day: dayInput,
  publish_time: z
    .string()
    .trim()
    .min(1, { error: 'required' })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'invalid' }),
  texts: textsFormSchema(newsRequestSchema.shape.texts.shape.uz),
});

/** A news item in five languages (uz required) with a preview of what a customer in the chosen one reads. */
export function NewsForm({ item, onDone }: { item: AdminNews | null; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveNews();
  const form = useApiForm({
    schema: newsFormSchema,
    defaultValues: {
      ...toLocalParts(item?.publish_at ?? new Date().toISOString()),
      texts: textsOf(item?.texts),
    },
  });
  const [preview, setPreview] = useState<Language>('uz');
  const texts = form.watch('texts');
  const shown = texts[preview].title ? texts[preview] : texts.uz;
  const submit = form.handleSubmit(
    async ({ publish_day, publish_time, texts: written }) => {
      form.showBanner(undefined);
      try {
        const body = { publish_at: fromLocalParts(publish_day, publish_time), texts: writtenTexts(written) };
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
      <div className={ui.filters}>
        <DayField form={form} name="publish_day" label={t('news:publish_day')} />
        <TextField
          label={t('news:publish_time')}
          hint={t('news:publish_time_hint')}
          inputMode="numeric"
          maxLength={5}
          placeholder="09:30"
          error={form.errorOf('publish_time')}
          {...form.register('publish_time')}
        />
      </div>
      <p className={ui.hint}>{t('news:publish_hint')}</p>
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
