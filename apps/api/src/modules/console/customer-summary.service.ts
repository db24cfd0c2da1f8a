import { type AdminTicketDetail, tiyinToSom } from '@portal/contracts';
import type { Queryable } from '../../db/database.js';
import { readAll } from '../../db/read-all.js';
import { userBriefsById } from '../account/user-directory.service.js';
import { balanceOf } from '../balance/balance.service.js';
import { domainsForStaff } from '../domains/staff/domains-staff.service.js';
import { ordersForStaff } from '../hosting/staff/orders-staff.service.js';
import { invoicesForStaff } from '../payments/staff/invoices-staff.service.js';

// What staff see of a customer's money and services, drawn from the modules that hold them. Built here once: the
// customer page shows it whole, the desk's ticket page as the card beside the thread.

/** The customer's balance (tiyin), hosting orders, domains and invoices, as staff see them. */
export async function customerHoldings(db: Queryable, userId: number) {
  const [balanceTiyin, orders, domains, invoices] = await readAll(db, [
    () => balanceOf(db, userId),
    () => ordersForStaff(db, userId),
    () => domainsForStaff(db, userId),
    () => invoicesForStaff(db, userId),
  ]);
  return { balanceTiyin, orders, domains, invoices };
}

/** How many of the newest invoices the ticket's card lists. */
const CARD_PAYMENTS = 5;

/** The customer at a glance (who, balance, services, latest payments); null when there is no such customer. */
export async function customerCard(
  db: Queryable,
  userId: number,
): Promise<Omit<NonNullable<AdminTicketDetail['customer']>, 'earlier_tickets'> | null> {
  const [briefs, { balanceTiyin, orders, domains, invoices }] = await readAll(db, [
    () => userBriefsById(db, [userId]),
    () => customerHoldings(db, userId),
  ]);
  const brief = briefs.get(userId);
  if (!brief) return null;
  return {
    id: userId,
    name: `${brief.firstname} ${brief.lastname}`.trim(),
    email: brief.email,
    language: brief.language,
    balance: tiyinToSom(balanceTiyin),
    services: [
      ...orders.map((order) => ({
        kind: 'order' as const,
        id: order.id,
        label: `#${order.id} ${order.tariff}`,
        status: order.status,
      })),
      ...domains.map((domain) => ({
        kind: 'domain' as const,
        id: domain.id,
        label: domain.name,
        status: domain.status,
      })),
    ],
    recent_payments: invoices.slice(0, CARD_PAYMENTS).map((invoice) => ({
      id: invoice.id,
      amount: invoice.amount,
      status: invoice.status,
      created_at: invoice.created_at,
    })),
  };
}
