import type { ReactNode } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import styles from './form.module.css';

/**
 * The controls of a form on a prerendered page, disabled until React has taken the page over: a submit before
 * that would be the browser's own (the fields in the address, the password too), and what was typed would not
 * reach react-hook-form. The wrapper takes no room (`display: contents`).
 */
export function FormFields({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset className={styles.fields} disabled={!hydrated}>
      {children}
    </fieldset>
  );
}
