import { ProfileLinks } from '@/features/account/components/profile-links';
import styles from './cabinet-layout.module.css';
import { useProfileCounts } from './use-profile-counts';

/** The cabinet menu with its counters, beside the page on a desktop (a lazy chunk of its own). */
export default function CabinetSidebar() {
  const counts = useProfileCounts();
  return (
    <div className={styles.sidebar} data-testid="cabinet-sidebar">
      <ProfileLinks counts={counts} idPrefix="cabinet-menu" />
    </div>
  );
}
