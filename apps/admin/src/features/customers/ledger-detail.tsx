import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { orderPath } from '@/config/paths';

// A ledger row's reference is stored as "type:id" (invoice:10, hosting_order:2): said in words here, and a link
// where the console has a page for it.

const PAGES: Record<string, (id: string) => string> = {
  hosting_order: (id) => orderPath(Number(id)),
};

const KNOWN = ['invoice', 'bank_invoice', 'hosting_order', 'domain_operation', 'promo_code', 'staff'];

export function LedgerDetail({
  reference,
  note,
  t,
}: {
  reference: string | null;
  note: string | null;
  t: TFunction;
}) {
  const [, type = '', id = ''] = /^([a-z_]+):(.*)$/.exec(reference ?? '') ?? [];
  const words = KNOWN.includes(type) ? t(`ledger_refs:${type}`, { id }) : reference;
  const page = PAGES[type];
  return (
    <>
      {words && (page && /^\d+$/.test(id) ? <Link to={page(id)}>{words}</Link> : words)}
      {words && note ? ' · ' : null}
      {note}
    </>
  );
}
