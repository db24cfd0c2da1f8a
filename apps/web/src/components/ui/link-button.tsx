import { type ButtonVariant, buttonClassName } from '@portal/web-kit/ui';
import { Link, type LinkProps } from 'react-router';

export type LinkButtonProps = LinkProps & { variant?: ButtonVariant; isBlock?: boolean };

/** A navigation link styled as a button: it stays a link for assistive technology and middle-click. */
export function LinkButton({ variant = 'primary', isBlock = false, className, ...rest }: LinkButtonProps) {
  return (
    <Link className={buttonClassName({ variant, isBlock, className })} data-variant={variant} {...rest} />
  );
}
