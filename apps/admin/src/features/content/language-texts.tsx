import { LANGUAGES, type Language } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Field, TextArea } from '@/components/field';
import styles from './content.module.css';

export type Texts = Record<Language, { title: string; body: string }>;

export const emptyTexts = (): Texts =>
  Object.fromEntries(LANGUAGES.map((lang) => [lang, { title: '', body: '' }])) as Texts;

/** The languages whose title and text are both written: what the API is sent. */
export const writtenTexts = (texts: Texts) =>
  Object.fromEntries(
    LANGUAGES.filter((lang) => texts[lang].title.trim() && texts[lang].body.trim()).map((lang) => [
      lang,
      texts[lang],
    ]),
  );

/** A title and a text in each of the five languages, one fieldset each (news items and broadcasts). */
export function LanguageTexts({
  texts,
  onChange,
  limits,
}: {
  texts: Texts;
  onChange: (texts: Texts) => void;
  limits: { title: number; body: number };
}) {
  const { t } = useTranslation();
  const change = (lang: Language, part: 'title' | 'body', value: string) =>
    onChange({ ...texts, [lang]: { ...texts[lang], [part]: value } });
  return (
    <div className={styles.languages}>
      {LANGUAGES.map((lang) => (
        <fieldset key={lang} className={styles.language}>
          <legend>{t(`common.language_names.${lang}`)}</legend>
          <Field
            label={t('news.title_field')}
            maxLength={limits.title}
            value={texts[lang].title}
            onChange={(event) => change(lang, 'title', event.target.value)}
          />
          <TextArea
            label={t('news.body_field')}
            maxLength={limits.body}
            value={texts[lang].body}
            onChange={(event) => change(lang, 'body', event.target.value)}
          />
        </fieldset>
      ))}
    </div>
  );
}
