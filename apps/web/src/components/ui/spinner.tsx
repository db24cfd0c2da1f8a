import styles from './spinner.module.css';

type SpinnerProps = {
  /** What is being waited for, e.g. "Calculating…"; read by screen readers, and shown when `isLabelShown`. */
  label: string;
  isLabelShown?: boolean;
};

/**
 * A small inline wait indicator for a value that is still loading (a preview's price, a modal's sums), so a
 * blank or "—" never passes for an answer. The caller marks the region aria-busy; the label is its text.
 */
export function Spinner({ label, isLabelShown = false }: SpinnerProps) {
  return (
    <span className={styles.spinner} data-testid="spinner">
      <span className={styles.wheel} aria-hidden="true" />
      <span className={isLabelShown ? undefined : 'visually-hidden'}>{label}</span>
    </span>
  );
}
