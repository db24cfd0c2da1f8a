import {
  CANNED_REPLY_PLACEHOLDERS,
  type CannedReply,
  cannedReplyRequestSchema,
  LANGUAGES,
  type Language,
  TICKET_DEPARTMENTS,
  TICKET_LIMITS,
} from '@portal/contracts';
import { FormBanner, useApiForm } from '@portal/web-kit/form';
import { Select, TextArea, TextField } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormActions } from '@/components/form-actions';
import ui from '@/components/ui.module.css';
import { useSaveCannedReply } from './api/canned-replies';
import styles from './tickets.module.css';

type Text = { title: string; body: string };
type Texts = Record<Language, Text>;

const anyText = z.object({ title: z.string(), body: z.string() });
const { shape } = cannedReplyRequestSchema;

/** The reply as the form holds it: every language present (empty where not written), "" for every department. */
const cannedFormSchema = z.object({
  department: z.union([z.literal(''), z.enum(TICKET_DEPARTMENTS)]),
  texts: z.object({ uz: shape.texts.shape.uz, uzc: anyText, ru: anyText, en: anyText, tj: anyText }),
});

const textsOf = (reply: CannedReply | null): Texts =>
  Object.fromEntries(
    LANGUAGES.map((lang) => [
      lang,
      { title: reply?.texts[lang]?.title ?? '', body: reply?.texts[lang]?.body ?? '' },
    ]),
  ) as Texts;

/** The languages whose title and text are both written (uz always: the form checked it). */
const writtenTexts = (texts: Texts) => ({
  ...Object.fromEntries(
    LANGUAGES.filter((lang) => texts[lang].title.trim() && texts[lang].body.trim()).map((lang) => [
      lang,
      texts[lang],
    ]),
  ),
  uz: texts.uz,
});

/** A canned reply in five languages (uz required, the others fall back to it), for one department or all. */
export function CannedForm({ reply, onDone }: { reply: CannedReply | null; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveCannedReply();
  const form = useApiForm({
    schema: cannedFormSchema,
    defaultValues: { department: reply?.department ?? '', texts: textsOf(reply) },
  });
  const submit = form.handleSubmit(
    async ({ department, texts }) => {
      form.showBanner(undefined);
      try {
        await save.mutateAsync({
          id: reply?.id ?? null,
          body: { department: department === '' ? null : department, texts: writtenTexts(texts) },
        });
        onDone();
      } catch (error) {
        form.showError(error, t('errors:INTERNAL'));
      }
    },
    () => form.showBanner({ variant: 'danger', text: t('tickets:check_fields') }),
  );
  return (
    <form className={ui.form} noValidate onSubmit={submit}>
      <FormBanner banner={form.banner} />
      <Select
        label={t('tickets:department')}
        error={form.errorOf('department')}
        {...form.register('department')}
      >
        <option value="">{t('tickets:every_department')}</option>
        {TICKET_DEPARTMENTS.map((department) => (
          <option key={department} value={department}>
            {t(`tickets:departments.${department}`)}
          </option>
        ))}
      </Select>
      <p className={ui.hint}>{t('tickets:placeholders', { list: CANNED_REPLY_PLACEHOLDERS.join(', ') })}</p>
      <div className={styles.languages}>
        {LANGUAGES.map((lang) => (
          <fieldset key={lang} className={styles.language}>
            <legend>{t(`common:language_names.${lang}`)}</legend>
            <TextField
              label={t('tickets:canned_title')}
              maxLength={120}
              error={form.errorOf(`texts.${lang}.title`)}
              {...form.register(`texts.${lang}.title`)}
            />
            <TextArea
              label={t('tickets:canned_body')}
              maxLength={TICKET_LIMITS.bodyMax}
              rows={5}
              error={form.errorOf(`texts.${lang}.body`)}
              {...form.register(`texts.${lang}.body`)}
            />
          </fieldset>
        ))}
      </div>
      <FormActions busy={save.isPending} onCancel={onDone} />
    </form>
  );
}
