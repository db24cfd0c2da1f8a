import { NAME_LANGUAGES, type NameLanguage } from '@portal/contracts';
import type { ApiForm, ServerFieldAliases } from '@portal/web-kit/form';
import { TextField } from '@portal/web-kit/ui';
import type { FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styles from './catalogue.module.css';

/**
 * The name customers see in each language besides uz (the main field, shown where one is left empty). `field` is
 * `name_i18n` or `location_i18n`; the legend says which.
 */
export function TranslatedNames<Values extends FieldValues, Output>({
  form,
  field,
  legend,
}: {
  form: ApiForm<Values, Output>;
  field: 'name_i18n' | 'location_i18n';
  legend: string;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.names}>
      <legend>{legend}</legend>
      <p className={styles.namesHint}>{t('catalogue:names_hint')}</p>
      {NAME_LANGUAGES.map((language) => (
        <TextField
          key={language}
          label={t(`common:language_names.${language}`)}
          lang={language === 'tj' ? 'tg' : language === 'uzc' ? 'uz-Cyrl' : language}
          maxLength={100}
          error={form.errorOf(nameField<Values>(field, language))}
          {...form.register(nameField<Values>(field, language))}
        />
      ))}
    </fieldset>
  );
}

/** The form path of one language's name (the form's values hold the names as `name_i18n.ru`, …). */
const nameField = <Values extends FieldValues>(field: string, language: NameLanguage) =>
  `${field}.${language}` as Path<Values>;

/**
 * The envelope's field errors for the names (`name_i18n.ru`) land on their own language's field, not on the
 * whole group: the form's serverFields.
 */
export function translatedNameAliases<Values extends FieldValues>(
  ...fields: ('name_i18n' | 'location_i18n')[]
): ServerFieldAliases<Values> {
  return Object.fromEntries(
    fields.flatMap((field) =>
      NAME_LANGUAGES.map((language) => [`${field}.${language}`, nameField<Values>(field, language)]),
    ),
  );
}
