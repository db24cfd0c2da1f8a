import { NAME_LANGUAGES, type NameLanguage } from '@portal/contracts';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/field';
import styles from './catalogue.module.css';

/**
 * The name customers see in each language besides uz (the main field, shown where one is left empty). `field` is
 * `name_i18n` or `location_i18n`; the legend says which.
 */
export function TranslatedNames<Values extends FieldValues>({
  form,
  field,
  legend,
}: {
  form: UseFormReturn<Values>;
  field: 'name_i18n' | 'location_i18n';
  legend: string;
}) {
  const { t } = useTranslation();
  const errors = form.formState.errors[field] as Record<string, { message?: string } | undefined> | undefined;
  const message = (code: string | undefined) =>
    code ? t(`validation.${code}`, { defaultValue: code }) : undefined;
  return (
    <fieldset className={styles.names}>
      <legend>{legend}</legend>
      <p className={styles.namesHint}>{t('catalogue.names_hint')}</p>
      {NAME_LANGUAGES.map((language) => (
        <Field
          key={language}
          label={t(`common.language_names.${language}`)}
          lang={language === 'tj' ? 'tg' : language === 'uzc' ? 'uz-Cyrl' : language}
          maxLength={100}
          error={message(errors?.[language]?.message)}
          {...form.register(`${field}.${language}` as Path<Values>)}
        />
      ))}
    </fieldset>
  );
}

/** The server's field-error keys for the names, for applyServerErrors. */
export const translatedNameFields = <Name extends 'name_i18n' | 'location_i18n'>(field: Name) =>
  NAME_LANGUAGES.map((language) => `${field}.${language}` as `${Name}.${NameLanguage}`);
