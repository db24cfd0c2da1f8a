import { LANGUAGES, type Language } from '@portal/contracts';
import type { ApiForm } from '@portal/web-kit/form';
import { Button, TextArea, TextField } from '@portal/web-kit/ui';
import { type ReactNode, useId } from 'react';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import styles from './editable-list.module.css';
import ui from './ui.module.css';

export type LanguageText = { title: string; body: string };
export type Texts = Record<Language, LanguageText>;

/** Saved texts as a form holds them: every language present, empty where none is written. */
export const textsOf = (saved?: Partial<Record<Language, LanguageText>> | null): Texts =>
  Object.fromEntries(
    LANGUAGES.map((lang) => [lang, { title: saved?.[lang]?.title ?? '', body: saved?.[lang]?.body ?? '' }]),
  ) as Texts;

export const emptyTexts = (): Texts => textsOf(null);

const anyText = z.object({ title: z.string(), body: z.string() });

/**
 * The five languages' texts as a form holds them (every language present, empty where not written), derived
 * from the request's: its uz text with the contract's rule; a language left empty is not sent (writtenTexts).
 */
export const textsFormSchema = <Uz extends z.ZodType<LanguageText>>(uz: Uz) =>
  z.object({ uz, uzc: anyText, ru: anyText, en: anyText, tj: anyText });

/** The languages whose title and text are both written: what the API is sent (uz always, the form checked it). */
export const writtenTexts = (texts: Texts): { uz: LanguageText } & Partial<Texts> => ({
  ...Object.fromEntries(
    LANGUAGES.filter((lang) => texts[lang].title.trim() && texts[lang].body.trim()).map((lang) => [
      lang,
      texts[lang],
    ]),
  ),
  uz: texts.uz,
});

/** The form path of one language's title or text. */
const textPath = <Values extends { texts: Texts }>(lang: Language, part: keyof LanguageText) =>
  `texts.${lang}.${part}` as Path<Values>;

type Labels = { title: string; body: string; bodyHint?: string };

/**
 * A title and a text in each of the five languages, one fieldset each (news, broadcasts, canned replies, articles).
 * `markup` marks a text written as markdown: a taller, monospaced box.
 */
export function LanguageTexts<Values extends { texts: Texts }, Output>({
  form,
  limits,
  labels,
  rows,
  markup = false,
}: {
  form: ApiForm<Values, Output>;
  limits: { title: number; body: number };
  labels: Labels;
  rows?: number;
  markup?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.languages}>
      {LANGUAGES.map((lang) => (
        <fieldset key={lang} className={styles.language} data-markup={markup || undefined}>
          <legend>{t(`common:language_names.${lang}`)}</legend>
          <TextField
            label={labels.title}
            maxLength={limits.title}
            error={form.errorOf(textPath<Values>(lang, 'title'))}
            {...form.register(textPath<Values>(lang, 'title'))}
          />
          <TextArea
            label={labels.body}
            hint={labels.bodyHint}
            maxLength={limits.body}
            rows={rows}
            error={form.errorOf(textPath<Values>(lang, 'body'))}
            {...form.register(textPath<Values>(lang, 'body'))}
          />
        </fieldset>
      ))}
    </div>
  );
}

/**
 * What a customer in the chosen language will read: a button per language (the chosen one pressed) above the
 * writer's own rendering of the text, framed apart from the form.
 */
export function TextPreview({
  title,
  selected,
  onSelect,
  children,
}: {
  title: string;
  selected: Language | null;
  onSelect: (lang: Language) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className={styles.preview} aria-labelledby={titleId}>
      <h3 id={titleId}>{title}</h3>
      <div className={ui.row}>
        {LANGUAGES.map((lang) => (
          <Button
            key={lang}
            type="button"
            aria-pressed={selected === lang}
            variant={selected === lang ? 'primary' : 'secondary'}
            onClick={() => onSelect(lang)}
          >
            {t(`common:language_names.${lang}`)}
          </Button>
        ))}
      </div>
      {children}
    </section>
  );
}

/** The frame a preview's text sits in. */
export const previewFrame = styles.article;
