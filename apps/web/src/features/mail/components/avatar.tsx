import styles from './mail.module.css';

/** The first letter of a name in a circle; decorative, the name is always written next to it. */
export function Avatar({ name, isSaved = false }: { name: string; isSaved?: boolean }) {
  return (
    <span className={styles.avatar} data-saved={isSaved || undefined} aria-hidden="true">
      {isSaved ? '★' : Array.from(name)[0]?.toUpperCase()}
    </span>
  );
}
