import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon, type IconName } from './icon';
import styles from './link-row.module.css';

export type LinkRowProps = {
  to: string;
  icon: IconName;
  label: string;
  hint?: string;
  /** Badges or a counter shown before the chevron. */
  aside?: ReactNode;
};

/** One tappable row of the home lists: the whole row is the link, so the target is large on a phone. */
export function LinkRow({ to, icon, label, hint, aside }: LinkRowProps) {
  return (
    <Link to={to} className={styles.row}>
      <span className={styles.iconBox}>
        <Icon name={icon} />
      </span>
      <span className={styles.text}>
        <span className={styles.label}>{label}</span>
        {hint && <span className={styles.hint}>{hint}</span>}
      </span>
      {aside}
      <Icon name="chevron" className={styles.chevron} />
    </Link>
  );
}
