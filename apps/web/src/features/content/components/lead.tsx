import type { ReactNode } from 'react';
import styles from './prose.module.css';

/** The short introduction under a page title. */
export function Lead({ children }: { children: ReactNode }) {
  return <p className={styles.lead}>{children}</p>;
}
