import { type AccountDeleteBlocker, accountDeleteBlockerSchema } from '@portal/contracts';
import { errorCode, errorDetail } from '@portal/web-kit/api';
import { Alert } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { domainDetailHref, newSupportTicketAboutHref, paths } from '@/config/paths';
import { formatDate, formatSom } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import styles from './my-data.module.css';

const blockersSchema = z.array(accountDeleteBlockerSchema).min(1);

/** The reasons of the API's ACCOUNT_DELETE_BLOCKED refusal; null for any other error. */
export function blockersOf(error: unknown): AccountDeleteBlocker[] | null {
  if (errorCode(error) !== 'ACCOUNT_DELETE_BLOCKED') return null;
  const parsed = blockersSchema.safeParse(errorDetail(error, 'blockers'));
  return parsed.success ? parsed.data : null;
}

/** Every reason the account cannot be deleted yet, each with its way out, all at once (docs/product/cabinet.md). */
export function DeletionBlockers({ blockers }: { blockers: AccountDeleteBlocker[] }) {
  const { t } = useTranslation(['my-data', 'errors']);
  return (
    <Alert variant="warning">
      <p className={styles.text}>{t('errors:ACCOUNT_DELETE_BLOCKED')}</p>
      <ul className={styles.blockers} data-testid="deletion-blockers">
        {blockers.map((blocker) => (
          <BlockerItem key={keyOf(blocker)} blocker={blocker} />
        ))}
      </ul>
    </Alert>
  );
}

const keyOf = (blocker: AccountDeleteBlocker) =>
  blocker.kind === 'hosting_order'
    ? `order-${blocker.order_id}`
    : blocker.kind === 'domain'
      ? `domain-${blocker.domain_id}`
      : 'balance';

function BlockerItem({ blocker }: { blocker: AccountDeleteBlocker }) {
  const { t } = useTranslation('my-data');
  const lang = currentLanguage();
  let text: string;
  let link: { to: string; label: string };
  if (blocker.kind === 'hosting_order') {
    text = t('delete.blockers.hosting', { id: blocker.order_id, tariff: blocker.tariff });
    // The order's card on /my_orders, where it can be cancelled.
    link = {
      to: `${paths.myOrders.path}#order-${blocker.order_id}`,
      label: t('delete.blockers.hosting_link'),
    };
  } else if (blocker.kind === 'domain') {
    text = blocker.expires_at
      ? t('delete.blockers.domain', { name: blocker.name, date: formatDate(blocker.expires_at, lang) })
      : t('delete.blockers.domain_pending', { name: blocker.name });
    link = { to: domainDetailHref(blocker.domain_id), label: t('delete.blockers.domain_link') };
  } else if (blocker.amount > 0) {
    text = t('delete.blockers.balance', { amount: formatSom(blocker.amount, lang) });
    link = {
      to: newSupportTicketAboutHref({ department: 'billing', subject: t('delete.blockers.refund_subject') }),
      label: t('delete.blockers.balance_link'),
    };
  } else {
    text = t('delete.blockers.balance_owed', { amount: formatSom(blocker.amount, lang) });
    link = { to: paths.pay.path, label: t('delete.blockers.balance_owed_link') };
  }
  return (
    <li>
      {text} <Link to={link.to}>{link.label}</Link>
    </li>
  );
}
