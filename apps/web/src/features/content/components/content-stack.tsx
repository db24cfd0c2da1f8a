import type { ReactNode } from 'react';
import styles from './content-stack.module.css';

/** Spaces the blocks of a content screen evenly below the page title. */
export function ContentStack({ children }: { children: ReactNode }) {
  return <div className={styles.stack}>{children}</div>;
}
