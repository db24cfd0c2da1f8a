import { Alert, Card } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import styles from './prose.module.css';
import { RULE_SECTIONS } from './rule-sections';

/** The terms of service: numbered sections with headings, then the warning. */
export function RulesDocument() {
  const { t } = useTranslation('content');
  return (
    <>
      {RULE_SECTIONS.map((section, index) => {
        const base = `rules.sections.${section.id}`;
        const headingId = `rules-${section.id}`;
        return (
          <Card as="section" key={section.id} className={styles.section} aria-labelledby={headingId}>
            <h2 id={headingId} className={styles.heading}>
              {index + 1}. {t(`${base}.title`)}
            </h2>
            {section.hasIntro && <p className={styles.paragraph}>{t(`${base}.intro`)}</p>}
            {section.kind === 'paragraphs' ? (
              section.items.map((item, itemIndex) => (
                <p key={item} className={styles.paragraph}>
                  {index + 1}.{itemIndex + 1}. {t(`${base}.items.${item}`)}
                </p>
              ))
            ) : (
              <ul className={styles.list}>
                {section.items.map((item) => (
                  <li key={item}>{t(`${base}.items.${item}`)}</li>
                ))}
              </ul>
            )}
          </Card>
        );
      })}
      <Alert variant="warning">
        <strong className={styles.alertTitle}>{t('rules.warning.title')}</strong>
        {t('rules.warning.text')}
      </Alert>
    </>
  );
}
