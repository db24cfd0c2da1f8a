import { THEMES, type Theme } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getTheme, setTheme } from '@/lib/theme';
import styles from './choice.module.css';
import { SettingsIcon, type SettingsIconName } from './settings-icon';

const THEME_ICONS: Record<Theme, SettingsIconName> = { default: 'sun', twilight: 'sunset', night: 'moon' };

/** The design choice applies at once and is stored, so it survives a reload (public/theme-init.js). */
export function ThemeChoice() {
  const { t } = useTranslation('settings');
  const [current, setCurrent] = useState<Theme>(getTheme);

  const handleChange = (theme: Theme) => {
    setTheme(theme);
    setCurrent(theme);
  };

  return (
    <fieldset className={styles.fieldset} aria-describedby="settings-theme-hint">
      <legend className={styles.title}>{t('theme.title')}</legend>
      <p id="settings-theme-hint" className={styles.hint}>
        {t('theme.hint')}
      </p>
      <div className={`${styles.options} ${styles.themeOptions}`}>
        {THEMES.map((theme) => (
          <label key={theme} className={styles.option}>
            <input
              type="radio"
              name="theme"
              value={theme}
              className={styles.radio}
              checked={theme === current}
              onChange={() => handleChange(theme)}
            />
            <SettingsIcon name={THEME_ICONS[theme]} className={styles.themeIcon} />
            <span className={styles.optionText}>
              <span className={styles.optionName}>{t(`theme.${theme}`)}</span>
              <span className={styles.optionHint}>{t(`theme.${theme}_hint`)}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
