import { DATA_EXPORT_FORMAT_VERSION, tiyinToSom } from '@portal/contracts';
import type { Database } from '../../db/database.js';
import { balanceOf, paymentHistory } from '../balance/balance.service.js';
import { domainsForExport } from '../domains/domains-personal-data.service.js';
import { hostingOrdersForExport } from '../hosting/hosting-personal-data.service.js';
import { mailForExport } from '../mail/mail-personal-data.service.js';
import { notificationsForExport } from '../notifications/notifications-personal-data.service.js';
import { invoicesForExport } from '../payments/payments-personal-data.service.js';
import { topUpSources } from '../payments/top-up-sources.js';
import { recordsForExport } from '../profile-records/profile-records-personal-data.service.js';
import { referralsForExport } from '../referrals/referrals-personal-data.service.js';
import {
  profileForExport,
  securityForExport,
  sessionsForExport,
} from '../security/security-personal-data.service.js';
import { telegramForExport } from '../telegram/telegram-personal-data.service.js';
import { webhooksForExport } from '../webhooks/webhooks-personal-data.service.js';

// The one JSON document of "download my data". Each section comes from the module that owns the
// data, through its service: this module never reads another module's tables.

export async function buildExportDocument(db: Database, userId: number, now: Date) {
  // One after another: the job runs this inside its transaction, one connection.
  const profile = await profileForExport(db, userId);
  const sessions = await sessionsForExport(db, userId);
  const ledger = await paymentHistory(db, userId, topUpSources);
  const balanceTiyin = await balanceOf(db, userId);
  const invoices = await invoicesForExport(db, userId);
  const orders = await hostingOrdersForExport(db, userId);
  const domains = await domainsForExport(db, userId);
  const notifications = await notificationsForExport(db, userId);
  const mail = await mailForExport(db, userId);
  const records = await recordsForExport(db, userId);
  const referrals = await referralsForExport(db, userId);
  const telegram = await telegramForExport(db, userId);
  const security = await securityForExport(db, userId);
  const webhooks = await webhooksForExport(db, userId);
  return {
    format_version: DATA_EXPORT_FORMAT_VERSION,
    generated_at: now.toISOString(),
    profile,
    sessions,
    balance_som: tiyinToSom(balanceTiyin),
    ledger,
    invoices,
    orders: { hosting: orders, domains },
    notifications: notifications.notifications,
    notification_preferences: notifications.preferences,
    mail_messages: mail,
    profile_records: records,
    referrals,
    telegram,
    security,
    webhooks,
  };
}
