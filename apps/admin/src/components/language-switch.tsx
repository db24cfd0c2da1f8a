import { LANGUAGES, type Language } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { currentLanguage, switchLanguage } from '@/lib/i18n';
import ui from './ui.module.css';

/** The console's language; each option names itself in its own language. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  return (
    <label className={ui.inline}>
      <span className="visually-hidden">{t('common:language')}</span>
      <select
        className={ui.select}
        value={currentLanguage()}
        onChange={(event) => void switchLanguage(event.target.value as Language)}
      >
        {LANGUAGES.map((lang) => (
          <option key={lang} value={lang}>
            {t(`common:language_names.${lang}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
