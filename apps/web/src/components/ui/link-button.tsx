import { Link, type LinkProps } from 'react-router';
import type { ButtonVariant } from './button';
import styles from './button.module.css';

export type LinkButtonProps = LinkProps & { variant?: ButtonVariant; isBlock?: boolean };

/** A navigation link styled as a button: it stays a link for assistive technology and middle-click. */
export function LinkButton({ variant = 'primary', isBlock = false, className, ...rest }: LinkButtonProps) {
  const classes = [styles.button, styles[variant], isBlock && styles.block, className]
    .filter(Boolean)
    .join(' ');
  return <Link className={classes} data-variant={variant} {...rest} />;
}
