import type { ReactNode } from 'react';
import styles from './badge.module.css';

export type BadgeTone = 'primary' | 'success' | 'warning' | 'neutral';

export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={`${styles.badge} ${styles[tone]}`}>{children}</span>;
}
