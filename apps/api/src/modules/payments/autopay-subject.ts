// What an auto-pay charge renews, as its row keeps it (card_charges.subject): one text, so the unique index of one
// live or paid charge per subject and period serves orders and domains alike.

/** What auto-pay renews: a hosting order or a domain. */
export type AutopaySubjectKind = 'order' | 'domain';

/** The subject of an auto-pay charge as kept on its row: "order:12", "domain:7". */
export const autopaySubject = (kind: AutopaySubjectKind, id: number) => `${kind}:${id}`;

/** The kind and id of a charge's subject; null for a one-tap top-up (no subject) or a text we never write. */
export function parseAutopaySubject(subject: string | null): { kind: AutopaySubjectKind; id: number } | null {
  const match = /^(order|domain):(\d+)$/.exec(subject ?? '');
  return match ? { kind: match[1] as AutopaySubjectKind, id: Number(match[2]) } : null;
}
