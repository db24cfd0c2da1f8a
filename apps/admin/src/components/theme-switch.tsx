import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyTheme, storedTheme, THEMES, type Theme } from '@/lib/theme';
import ui from './ui.module.css';

/** System, light or dark; the choice is kept in this browser. */
export function ThemeSwitch() {
  const { t } = useTranslation();
  const [theme, setTheme] = useState<Theme>(storedTheme());
  return (
    <label className={ui.inline}>
      <span className="visually-hidden">{t('common:theme')}</span>
      <select
        className={ui.select}
        value={theme}
        onChange={(event) => {
          const next = event.target.value as Theme;
          applyTheme(next);
          setTheme(next);
        }}
      >
        {THEMES.map((name) => (
          <option key={name} value={name}>
            {t(`common:themes.${name}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
