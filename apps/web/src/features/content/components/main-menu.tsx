import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import styles from './home-lists.module.css';
import { LinkRow } from './link-row';
import { NewsCount } from './news-count';

/** The home menu of docs/product/overview.md; logged-in customers also get the entry to their orders. */
export function MainMenu({ isLoggedIn }: { isLoggedIn: boolean }) {
  const { t } = useTranslation('home');
  return (
    <nav aria-labelledby="home-menu-title">
      <h2 id="home-menu-title" className={styles.title}>
        {t('menu.title')}
      </h2>
      <ul className={styles.list}>
        {isLoggedIn && (
          <li>
            <LinkRow
              to={paths.myOrders.path}
              icon="sliders"
              label={t('menu.manage')}
              hint={t('menu.manage_hint')}
            />
          </li>
        )}
        <li>
          <LinkRow
            to={paths.news.path}
            icon="news"
            label={t('menu.news')}
            hint={t('menu.news_hint')}
            aside={<NewsCount />}
          />
        </li>
        <li>
          <LinkRow
            to={paths.info.path}
            icon="lifebuoy"
            label={t('menu.support')}
            hint={t('menu.support_hint')}
          />
        </li>
        <li>
          <LinkRow
            to={paths.rules.path}
            icon="document"
            label={t('menu.rules')}
            hint={t('menu.rules_hint')}
          />
        </li>
        <li>
          <LinkRow
            to={paths.payments.path}
            icon="card"
            label={t('menu.payments')}
            hint={t('menu.payments_hint')}
          />
        </li>
      </ul>
    </nav>
  );
}
