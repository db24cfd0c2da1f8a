import {
  adminAdjustmentPaths,
  adminBankPaths,
  adminCardPaths,
  adminPaths,
  adminSupportPaths,
  can,
  STAFF_ROLES,
  type StaffPermission,
  type StaffRole,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../../src/lib/clock.js';
import { registerCustomer } from '../../helpers/customers.js';
import { addStaff, bearer, staffToken } from '../../helpers/staff.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';

// Every role against every /api/admin endpoint: a role without the permission gets 403 with the envelope; a
// role with it gets past the gate (whatever the request itself then answers); a customer token gets 401.

const clock = createManualClock(new Date('2026-11-25T09:00:00Z'));
let testApp: TestApp;
const tokens = {} as Record<StaffRole, string>;
let customerToken = '';

beforeAll(async () => {
  testApp = await buildTestApp({}, { clock });
  for (const role of STAFF_ROLES) tokens[role] = await staffToken(testApp.app, await addStaff(testApp, role));
  customerToken = (await registerCustomer(testApp.app)).token;
});
afterAll(async () => {
  await testApp?.close();
});

const id = (path: string) => path.replace(':id', '1');
const ENDPOINTS: {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  permission: StaffPermission | null;
  body?: object;
}[] = [
  { method: 'GET', url: adminPaths.me, permission: null },
  { method: 'GET', url: adminPaths.dashboard, permission: null },
  { method: 'GET', url: adminPaths.customers, permission: 'customers.read' },
  { method: 'GET', url: id(adminPaths.customer), permission: 'customers.read' },
  {
    method: 'POST',
    url: id(adminPaths.customerBlock),
    permission: 'customers.manage',
    body: { reason: 'matrix' },
  },
  { method: 'POST', url: id(adminPaths.customerUnblock), permission: 'customers.manage' },
  { method: 'DELETE', url: id(adminPaths.customerSessions), permission: 'customers.manage' },
  {
    method: 'POST',
    url: id(adminPaths.customerSupportSessions),
    permission: 'customers.impersonate',
    body: { reason: 'matrix' },
  },
  {
    method: 'POST',
    url: id(adminPaths.customerNotes),
    permission: 'customers.manage',
    body: { body: 'matrix' },
  },
  {
    method: 'POST',
    url: id(adminPaths.balanceAdjustments),
    permission: 'money.adjust',
    body: { amount: 1, category: 'correction', reason: 'matrix' },
  },
  { method: 'GET', url: adminPaths.auditLog, permission: 'audit.read' },
  { method: 'GET', url: adminPaths.auditLogChoices, permission: 'audit.read' },
  { method: 'GET', url: adminPaths.payments, permission: 'payments.read' },
  { method: 'GET', url: adminCardPaths.autopayFailures, permission: 'payments.read' },
  { method: 'GET', url: id(adminCardPaths.customerCards), permission: 'customers.read' },
  {
    method: 'POST',
    url: id(adminCardPaths.customerAutopayOff),
    permission: 'customers.manage',
    body: { reason: 'matrix' },
  },
  {
    method: 'GET',
    url: `${adminPaths.paymentTotals}?from=2026-11-01T00:00:00Z&to=2026-11-02T00:00:00Z`,
    permission: 'payments.read',
  },
  {
    method: 'GET',
    url: `${adminPaths.paymentTotalsCsv}?from=2026-11-01T00:00:00Z&to=2026-11-02T00:00:00Z`,
    permission: 'payments.read',
  },
  { method: 'GET', url: adminPaths.reconciliation, permission: 'payments.read' },
  {
    method: 'POST',
    url: id(adminPaths.reconciliationSettle).replace(':kind', 'stale_invoice'),
    permission: 'payments.settle',
    body: { decision: 'cancel', note: 'matrix' },
  },
  { method: 'GET', url: adminPaths.orders, permission: 'customers.read' },
  { method: 'GET', url: id(adminPaths.order), permission: 'customers.read' },
  {
    method: 'POST',
    url: id(adminPaths.orderAction).replace(':action', 'suspend'),
    permission: 'orders.manage',
    body: { reason: 'matrix' },
  },
  { method: 'POST', url: id(adminPaths.orderRetryProvisioning), permission: 'orders.manage' },
  {
    method: 'POST',
    url: id(adminPaths.orderExpiry),
    permission: 'orders.expiry',
    body: { expires_at: '2027-01-01T00:00:00Z', reason: 'matrix' },
  },
  { method: 'GET', url: adminPaths.jobs, permission: 'system.read' },
  { method: 'POST', url: id(adminPaths.jobRetry), permission: 'system.manage' },
  { method: 'GET', url: adminPaths.deliveries, permission: 'system.read' },
  { method: 'GET', url: adminPaths.alerts, permission: 'system.read' },
  { method: 'POST', url: id(adminPaths.alertResolve), permission: 'system.manage' },
  { method: 'GET', url: adminPaths.callbacks, permission: 'system.read' },
  { method: 'GET', url: adminPaths.servers, permission: 'customers.read' },
  { method: 'POST', url: adminPaths.servers, permission: 'catalogue.manage', body: { name: '' } },
  { method: 'PUT', url: id(adminPaths.server), permission: 'catalogue.manage', body: { name: '' } },
  { method: 'POST', url: id(adminPaths.serverTest), permission: 'catalogue.manage' },
  { method: 'GET', url: id(adminPaths.serverPhpVersions), permission: 'customers.read' },
  { method: 'PUT', url: id(adminPaths.serverPhpVersions), permission: 'catalogue.manage', body: {} },
  { method: 'GET', url: id(adminPaths.orderSites), permission: 'customers.read' },
  { method: 'GET', url: id(adminPaths.orderMailboxes), permission: 'customers.read' },
  { method: 'GET', url: id(adminPaths.orderDatabases), permission: 'customers.read' },
  { method: 'GET', url: id(adminPaths.orderFtpUsers), permission: 'customers.read' },
  { method: 'GET', url: id(adminPaths.orderCronJobs), permission: 'customers.read' },
  { method: 'GET', url: id(adminPaths.orderUsage), permission: 'customers.read' },
  {
    method: 'GET',
    url: id(adminPaths.orderDnsRecords).replace(':zone', 'example.uz'),
    permission: 'customers.read',
  },
  { method: 'POST', url: adminPaths.tariffs, permission: 'catalogue.manage', body: { name: '' } },
  { method: 'PUT', url: id(adminPaths.tariff), permission: 'catalogue.manage', body: { name: '' } },
  { method: 'GET', url: adminPaths.staff, permission: 'staff.manage' },
  {
    method: 'GET',
    url: id(adminPaths.customerRecordFile).replace(':record_id', '1').replace(':kind', 'passport_photo'),
    permission: 'customers.read',
  },
  { method: 'POST', url: adminPaths.staffInvitations, permission: 'staff.manage', body: {} },
  { method: 'PUT', url: id(adminPaths.staffMember), permission: 'staff.manage', body: {} },
  { method: 'GET', url: adminPaths.news, permission: null },
  { method: 'POST', url: adminPaths.news, permission: 'news.manage', body: {} },
  { method: 'PUT', url: id(adminPaths.newsItem), permission: 'news.manage', body: {} },
  { method: 'DELETE', url: id(adminPaths.newsItem), permission: 'news.manage' },
  { method: 'GET', url: adminPaths.promoCodes, permission: null },
  { method: 'GET', url: adminPaths.kbArticles, permission: null },
  { method: 'POST', url: adminPaths.kbArticles, permission: 'kb.manage', body: {} },
  { method: 'PUT', url: id(adminPaths.kbArticle), permission: 'kb.manage', body: {} },
  { method: 'DELETE', url: id(adminPaths.kbArticle), permission: 'kb.manage' },
  { method: 'POST', url: adminPaths.kbPreview, permission: 'kb.manage', body: { body: '' } },
  { method: 'POST', url: adminPaths.broadcasts, permission: 'news.manage', body: {} },
  { method: 'POST', url: adminPaths.promoCodes, permission: 'promo.manage', body: {} },
  { method: 'POST', url: id(adminPaths.promoCodeDisable), permission: 'promo.manage' },
  { method: 'GET', url: id(adminPaths.promoCodeRedemptions), permission: 'customers.read' },
  { method: 'GET', url: adminAdjustmentPaths.requests, permission: 'money.adjust' },
  {
    method: 'POST',
    url: id(adminAdjustmentPaths.approve),
    permission: 'money.adjust',
    body: { reason: 'matrix' },
  },
  {
    method: 'POST',
    url: id(adminAdjustmentPaths.reject),
    permission: 'money.adjust',
    body: { reason: 'matrix' },
  },
  { method: 'POST', url: adminBankPaths.payments, permission: 'money.adjust', body: {} },
  { method: 'POST', url: adminBankPaths.statements, permission: 'money.adjust', body: {} },
  { method: 'POST', url: id(adminBankPaths.statementConfirm), permission: 'money.adjust' },
  { method: 'GET', url: adminBankPaths.unmatched, permission: 'payments.read' },
  {
    method: 'POST',
    url: id(adminBankPaths.lineAssign).replace(':line_id', '1'),
    permission: 'money.adjust',
  },
  { method: 'POST', url: id(adminBankPaths.lineNotOurs), permission: 'money.adjust', body: {} },
  { method: 'GET', url: adminBankPaths.seller, permission: 'payments.read' },
  { method: 'PUT', url: adminBankPaths.seller, permission: 'seller.manage', body: {} },
  { method: 'GET', url: id(adminBankPaths.customerDocuments), permission: 'payments.read' },
  {
    method: 'GET',
    url: id(adminBankPaths.customerDocumentPdf).replace(':document_id', '1'),
    permission: 'payments.read',
  },
  {
    method: 'GET',
    url: `${id(adminBankPaths.customerReconciliation)}?from=2026-10-01&to=2026-10-31`,
    permission: 'payments.read',
  },
  { method: 'GET', url: adminSupportPaths.tickets, permission: 'tickets.read' },
  { method: 'GET', url: adminSupportPaths.stats, permission: 'tickets.read' },
  { method: 'GET', url: id(adminSupportPaths.ticket), permission: 'tickets.read' },
  { method: 'POST', url: id(adminSupportPaths.messages), permission: 'tickets.answer', body: {} },
  { method: 'POST', url: id(adminSupportPaths.assign), permission: 'tickets.manage', body: {} },
  { method: 'GET', url: adminSupportPaths.assignees, permission: 'tickets.manage' },
  { method: 'PUT', url: id(adminSupportPaths.status), permission: 'tickets.answer', body: {} },
  { method: 'PUT', url: id(adminSupportPaths.department), permission: 'tickets.manage', body: {} },
  { method: 'POST', url: id(adminSupportPaths.merge), permission: 'tickets.manage', body: {} },
  {
    method: 'GET',
    url: id(adminSupportPaths.attachment).replace(':attachment_id', '1'),
    permission: 'tickets.read',
  },
  { method: 'GET', url: adminSupportPaths.cannedReplies, permission: 'tickets.read' },
  { method: 'POST', url: adminSupportPaths.cannedReplies, permission: 'canned.manage', body: {} },
  { method: 'PUT', url: id(adminSupportPaths.cannedReply), permission: 'canned.manage', body: {} },
  { method: 'DELETE', url: id(adminSupportPaths.cannedReply), permission: 'canned.manage' },
];

describe('the permission gate of every admin endpoint', () => {
  it('covers every path of the console API (adminPaths and the path groups of the modules)', () => {
    const covered = new Set(ENDPOINTS.map((endpoint) => endpoint.url.split('?')[0]));
    // Sign-in and the invitation pages work without a staff session.
    const open: string[] = [
      adminPaths.login,
      adminPaths.logout,
      adminPaths.invitation,
      adminPaths.invitationAccept,
    ];
    const templates = [adminPaths, adminAdjustmentPaths, adminBankPaths, adminSupportPaths]
      .flatMap((group) => Object.values(group) as string[])
      .filter((path) => !open.includes(path));
    const fill = (path: string) =>
      path === adminPaths.customerRecordFile
        ? id(path).replace(':record_id', '1').replace(':kind', 'passport_photo')
        : id(path)
            .replace(':kind', 'stale_invoice')
            .replace(':action', 'suspend')
            .replace(':attachment_id', '1')
            .replace(':document_id', '1')
            .replace(':line_id', '1')
            .replace(':zone', 'example.uz');
    expect(templates.map(fill).filter((path) => !covered.has(path))).toEqual([]);
  });

  for (const endpoint of ENDPOINTS) {
    it(`${endpoint.method} ${endpoint.url.split('?')[0]}`, async () => {
      for (const role of STAFF_ROLES) {
        const answer = await testApp.app.inject({
          method: endpoint.method,
          url: endpoint.url,
          headers: bearer(tokens[role]),
          ...(endpoint.body ? { payload: endpoint.body } : {}),
        });
        const allowed = endpoint.permission === null || can(role, endpoint.permission);
        if (allowed) {
          expect({ role, status: answer.statusCode }).not.toMatchObject({ status: 403 });
          expect(answer.statusCode).not.toBe(401);
        } else {
          expect({ role, status: answer.statusCode }).toEqual({ role, status: 403 });
          expect(answer.json()).toMatchObject({ status: false, code: 'FORBIDDEN' });
        }
      }
      const asCustomer = await testApp.app.inject({
        method: endpoint.method,
        url: endpoint.url,
        headers: bearer(customerToken),
        ...(endpoint.body ? { payload: endpoint.body } : {}),
      });
      expect(asCustomer.statusCode).toBe(401);
    });
  }
});
