import styles from './webhooks.module.css';

/** A signing secret, selectable in one piece (it is copied, never read aloud). */
export function SecretValue({ secret }: { secret: string }) {
  return (
    <code className={styles.secret} translate="no">
      {secret}
    </code>
  );
}
