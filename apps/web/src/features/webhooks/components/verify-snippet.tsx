import { Card } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import styles from './webhooks.module.css';

// The receiver's check (docs/webhooks.md, "Signature"): HMAC-SHA256 over "id.timestamp.body" with the secret's
// bytes, compared in constant time, a timestamp within 5 minutes. Code is the same in every language.
const SNIPPET = `import { createHmac, timingSafeEqual } from 'node:crypto';

export function verifyWebhook(secret, headers, rawBody) {
  const id = headers['webhook-id'];
  const timestamp = Number(headers['webhook-timestamp']);
  if (!id || Math.abs(Date.now() / 1000 - timestamp) > 300) return false;
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key)
    .update(\`\${id}.\${timestamp}.\${rawBody}\`)
    .digest();
  return String(headers['webhook-signature'] ?? '')
    .split(' ')
    .some((entry) => {
      const [version, signature] = entry.split(',');
      const given = Buffer.from(signature ?? '', 'base64');
      return version === 'v1' && given.length === expected.length
        && timingSafeEqual(given, expected);
    });
}`;

/** How a receiver checks a delivery's signature, in a few lines of Node. */
export function VerifySnippet() {
  const { t } = useTranslation('webhooks');
  return (
    <Card as="section" className={styles.card} aria-labelledby="webhooks-verify">
      <h2 id="webhooks-verify" className={styles.heading}>
        {t('verify.title')}
      </h2>
      <p className={styles.text}>{t('verify.text')}</p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a wide block of code scrolls sideways by keyboard too. */}
      <pre className={styles.code} tabIndex={0} translate="no">
        <code>{SNIPPET}</code>
      </pre>
    </Card>
  );
}
