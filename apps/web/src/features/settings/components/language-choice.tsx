import { LANGUAGE_TAGS, LANGUAGES, type Language } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '@/lib/i18n';
import { LANGUAGE_NAMES } from '@/lib/language-names';
import styles from './choice.module.css';
import { SettingsIcon } from './settings-icon';

/**
 * Buttons rather than radios: choosing reloads the page (docs/product/overview.md), and arrow keys in a radio group would
 * reload on every step.
 */
export function LanguageChoice() {
  const { t } = useTranslation('settings');
  const current = currentLanguage();

  const handleChoose = (lang: Language) => {
    if (lang !== current) changeLanguage(lang);
  };

  return (
    <section aria-labelledby="settings-language-title">
      <h2 id="settings-language-title" className={styles.title}>
        {t('language.title')}
      </h2>
      <p className={styles.hint}>{t('language.hint')}</p>
      <ul className={styles.options}>
        {LANGUAGES.map((lang) => {
          const isCurrent = lang === current;
          return (
            <li key={lang}>
              <button
                type="button"
                className={styles.option}
                aria-pressed={isCurrent}
                lang={LANGUAGE_TAGS[lang]}
                onClick={() => handleChoose(lang)}
              >
                <span className={styles.optionName}>{LANGUAGE_NAMES[lang]}</span>
                {isCurrent && <SettingsIcon name="check" className={styles.check} />}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
