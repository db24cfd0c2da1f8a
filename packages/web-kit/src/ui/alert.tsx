import { type ReactNode, useEffect, useRef } from 'react';
import styles from './alert.module.css';

export type AlertVariant = 'info' | 'success' | 'warning' | 'danger';

export type AlertProps = {
  variant?: AlertVariant;
  children: ReactNode;
  className?: string;
  /**
   * The message answers what the customer just did (a payment's result, a refusal for want of balance): it takes
   * focus when it appears, so the keyboard continues from it (its link or button is the next Tab) rather than
   * from the top of the page, and a screen reader reads it whole.
   */
  takesFocus?: boolean;
};

/** Errors and warnings interrupt (role="alert"); info and success are announced politely (role="status"). */
export function Alert({ variant = 'info', children, className, takesFocus = false }: AlertProps) {
  const role = variant === 'danger' || variant === 'warning' ? 'alert' : 'status';
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takesFocus) ref.current?.focus();
  }, [takesFocus]);
  return (
    <div
      ref={ref}
      role={role}
      tabIndex={takesFocus ? -1 : undefined}
      className={[styles.alert, styles[variant], className].filter(Boolean).join(' ')}
    >
      {children}
    </div>
  );
}
