import type { ReactNode } from 'react';
import styles from './alert.module.css';

export type AlertVariant = 'info' | 'success' | 'warning' | 'danger';

export type AlertProps = {
  variant?: AlertVariant;
  children: ReactNode;
  className?: string;
};

/** Errors and warnings interrupt (role="alert"); info and success are announced politely (role="status"). */
export function Alert({ variant = 'info', children, className }: AlertProps) {
  const role = variant === 'danger' || variant === 'warning' ? 'alert' : 'status';
  return (
    <div role={role} className={[styles.alert, styles[variant], className].filter(Boolean).join(' ')}>
      {children}
    </div>
  );
}
