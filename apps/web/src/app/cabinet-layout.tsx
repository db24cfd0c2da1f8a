import { Outlet } from 'react-router';
import { ProfileLinks } from '@/features/account/components/profile-links';
import { DESKTOP_QUERY, useMediaQuery } from '@/lib/use-media-query';
import styles from './cabinet-layout.module.css';
import { useProfileCounts } from './use-profile-counts';

/**
 * The logged-in pages. On a desktop the cabinet menu stands beside the page as a sidebar; on a phone there
 * is none (the menu is the /profile page). CSS lays the columns out; the sidebar is only mounted on a
 * desktop so a phone neither renders a hidden menu nor asks the API for its counters on every page.
 */
export function CabinetLayout() {
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  return (
    <div className={styles.cabinet}>
      {isDesktop && <CabinetSidebar />}
      <div className={styles.content}>
        <Outlet />
      </div>
    </div>
  );
}

function CabinetSidebar() {
  const counts = useProfileCounts();
  return (
    <div className={styles.sidebar} data-testid="cabinet-sidebar">
      <ProfileLinks counts={counts} idPrefix="cabinet-menu" />
    </div>
  );
}
