import { LANGUAGES, type Language } from '@portal/contracts';
import type { ApiForm } from '@portal/web-kit/form';
import { TextArea, TextField } from '@portal/web-kit/ui';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import styles from './content.module.css';

type Text = { title: string; body: string };
export type Texts = Record<Language, Text>;

export const emptyTexts = (): Texts => ({
  uz: { title: '', body: '' },
  uzc: { title: '', body: '' },
  ru: { title: '', body: '' },
  en: { title: '', body: '' },
  tj: { title: '', body: '' },
});

const anyText = z.object({ title: z.string(), body: z.string() });

/**
 * The five languages' texts as a form holds them (every language present, empty where not written), derived
 * from the request's: its uz text with the contract's rule; a language left empty is not sent (writtenTexts).
 */
export const textsFormSchema = <Uz extends z.ZodType<Text>>(uz: Uz) =>
  z.object({ uz, uzc: anyText, ru: anyText, en: anyText, tj: anyText });

/** The languages whose title and text are both written: what the API is sent (uz always, the form checked it). */
export const writtenTexts = (texts: Texts): { uz: Text } & Partial<Texts> => ({
  ...Object.fromEntries(
    LANGUAGES.filter((lang) => texts[lang].title.trim() && texts[lang].body.trim()).map((lang) => [
      lang,
      texts[lang],
    ]),
  ),
  uz: texts.uz,
});

/** The form path of one language's title or text. */
const textPath = <Values extends { texts: Texts }>(lang: Language, part: keyof Text) =>
  `texts.${lang}.${part}` as Path<Values>;

/** A title and a text in each of the five languages, one fieldset each (news items and broadcasts). */
export function LanguageTexts<Values extends { texts: Texts }, Output>({
  form,
  limits,
}: {
  form: ApiForm<Values, Output>;
  limits: { title: number; body: number };
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.languages}>
      {LANGUAGES.map((lang) => (
        <fieldset key={lang} className={styles.language}>
          <legend>{t(`common:language_names.${lang}`)}</legend>
          <TextField
            label={t('news:title_field')}
            maxLength={limits.title}
            error={form.errorOf(textPath<Values>(lang, 'title'))}
            {...form.register(textPath<Values>(lang, 'title'))}
          />
          <TextArea
            label={t('news:body_field')}
            maxLength={limits.body}
            error={form.errorOf(textPath<Values>(lang, 'body'))}
            {...form.register(textPath<Values>(lang, 'body'))}
          />
        </fieldset>
      ))}
    </div>
  );
}
