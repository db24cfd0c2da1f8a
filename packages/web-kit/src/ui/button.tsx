import type { ComponentPropsWithRef } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

export type ButtonProps = ComponentPropsWithRef<'button'> & {
  variant?: ButtonVariant;
  isBlock?: boolean;
  isBusy?: boolean;
};

/** The button look, for a link that should look like one (it stays a link for assistive technology). */
export function buttonClassName({
  variant = 'primary',
  isBlock = false,
  className,
}: {
  variant?: ButtonVariant;
  isBlock?: boolean;
  className?: string | undefined;
}): string {
  return [styles.button, styles[variant], isBlock && styles.block, className].filter(Boolean).join(' ');
}

export function Button({
  variant = 'primary',
  isBlock = false,
  isBusy = false,
  className,
  type = 'button',
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClassName({ variant, isBlock, className })}
      disabled={disabled || isBusy}
      aria-busy={isBusy || undefined}
      data-variant={variant}
      {...rest}
    >
      {children}
    </button>
  );
}
