import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import styles from './profile-links.module.css';
import { EMPTY_COUNTS, hrefOf, type ProfileCounts, profileMenu } from './profile-menu';

/** The cabinet menu, grouped; the same menu is the /profile page on a phone and the sidebar on a desktop. */
export function ProfileLinks({ counts = EMPTY_COUNTS, idPrefix = 'profile-menu' }: ProfileLinksProps) {
  const { t } = useTranslation('account');
  return (
    <nav aria-label={t('profile.menu_label')} className={styles.menu}>
      {profileMenu.map((group) => (
        <section key={group.key} className={styles.group} aria-labelledby={`${idPrefix}-${group.key}`}>
          <h2 id={`${idPrefix}-${group.key}`} className={styles.groupTitle}>
            {t(`profile.groups.${group.key}`)}
          </h2>
          <ul className={styles.list}>
            {group.links.map((link) => (
              <li key={link.key}>
                <NavLink
                  to={hrefOf(link)}
                  end
                  className={styles.link}
                  data-danger={link.isDanger || undefined}
                >
                  <span>{t(`profile.links.${link.key}`)}</span>
                  {link.count && <span className={styles.count}>{counts[link.count]}</span>}
                  <span aria-hidden="true" className={styles.chevron}>
                    ›
                  </span>
                </NavLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}

type ProfileLinksProps = {
  counts?: ProfileCounts;
  /** Keeps the group headings' ids unique when the menu is on the page twice (the page and the sidebar). */
  idPrefix?: string;
};
