import type { ComponentPropsWithoutRef, ElementType } from 'react';
import styles from './card.module.css';

export type CardProps<As extends ElementType = 'div'> = { as?: As } & ComponentPropsWithoutRef<As>;

export function Card<As extends ElementType = 'div'>({ as, className, ...rest }: CardProps<As>) {
  const Component: ElementType = as ?? 'div';
  return <Component className={[styles.card, className].filter(Boolean).join(' ')} {...rest} />;
}
