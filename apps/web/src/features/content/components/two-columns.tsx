import type { ReactNode } from 'react';
import styles from './two-columns.module.css';

/** Blocks one under another on a phone, side by side on a desktop (home: services beside the menu). */
export function TwoColumns({ children }: { children: ReactNode }) {
  return <div className={styles.columns}>{children}</div>;
}
