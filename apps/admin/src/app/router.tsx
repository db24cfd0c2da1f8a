import type { StaffPermission } from '@portal/contracts';
import type { ReactNode } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { ApprovalsPage } from '@/features/adjustments/approvals-page';
import { AuditPage } from '@/features/audit/audit-page';
import { InvitePage } from '@/features/auth/invite-page';
import { LoginPage } from '@/features/auth/login-page';
import { BankPage } from '@/features/bank/bank-page';
import { SellerPage } from '@/features/bank/seller-page';
import { CataloguePage } from '@/features/catalogue/catalogue-page';
import { NewsPage } from '@/features/content/news-page';
import { PromoCodesPage } from '@/features/content/promo-codes-page';
import { CustomerPage } from '@/features/customers/customer-page';
import { CustomersPage } from '@/features/customers/customers-page';
import { DashboardPage } from '@/features/dashboard/dashboard-page';
import { PricesPage } from '@/features/domains/prices-page';
import { QueuePage } from '@/features/domains/queue-page';
import { RegistrarPage } from '@/features/domains/registrar-page';
import { KbPage } from '@/features/knowledge-base/kb-page';
import { OrderPage } from '@/features/orders/order-page';
import { OrdersPage } from '@/features/orders/orders-page';
import { AutopayFailuresPage } from '@/features/payments/autopay-failures-page';
import { PaymentsPage } from '@/features/payments/payments-page';
import { ReconciliationPage } from '@/features/payments/reconciliation-page';
import { StaffPage } from '@/features/staff/staff-page';
import { SystemPage } from '@/features/system/system-page';
import { CannedRepliesPage } from '@/features/tickets/canned-replies-page';
import { TicketPage } from '@/features/tickets/ticket-page';
import { TicketsPage } from '@/features/tickets/tickets-page';
import { NotFound } from './not-found';
import { RequirePermission } from './require-permission';
import { RequireStaff } from './require-staff';

const allowed = (permission: StaffPermission, page: ReactNode) => (
  <RequirePermission permission={permission}>{page}</RequirePermission>
);

export const routes = [
  { path: paths.login, element: <LoginPage /> },
  { path: paths.invite, element: <InvitePage /> },
  {
    element: <RequireStaff />,
    children: [
      { index: true, element: <Navigate to={paths.dashboard} replace /> },
      { path: paths.dashboard, element: <DashboardPage /> },
      { path: paths.payments, element: allowed('payments.read', <PaymentsPage />) },
      { path: paths.reconciliation, element: allowed('payments.read', <ReconciliationPage />) },
      { path: paths.autopayFailures, element: allowed('payments.read', <AutopayFailuresPage />) },
      { path: paths.orders, element: allowed('customers.read', <OrdersPage />) },
      { path: paths.order, element: allowed('customers.read', <OrderPage />) },
      { path: paths.catalogue, element: allowed('customers.read', <CataloguePage />) },
      { path: paths.domainQueue, element: allowed('customers.read', <QueuePage />) },
      { path: paths.domainPrices, element: allowed('customers.read', <PricesPage />) },
      { path: paths.domainRegistrar, element: allowed('customers.read', <RegistrarPage />) },
      { path: paths.news, element: <NewsPage /> },
      { path: paths.kb, element: <KbPage /> },
      { path: paths.tickets, element: allowed('tickets.read', <TicketsPage />) },
      { path: paths.ticket, element: allowed('tickets.read', <TicketPage />) },
      { path: paths.cannedReplies, element: allowed('tickets.read', <CannedRepliesPage />) },
      { path: paths.promoCodes, element: <PromoCodesPage /> },
      { path: paths.system, element: allowed('system.read', <SystemPage />) },
      { path: paths.staff, element: allowed('staff.manage', <StaffPage />) },
      { path: paths.customers, element: allowed('customers.read', <CustomersPage />) },
      { path: paths.customer, element: allowed('customers.read', <CustomerPage />) },
      { path: paths.adjustments, element: allowed('money.adjust', <ApprovalsPage />) },
      { path: paths.bank, element: allowed('payments.read', <BankPage />) },
      { path: paths.seller, element: allowed('payments.read', <SellerPage />) },
      { path: paths.audit, element: allowed('audit.read', <AuditPage />) },
      { path: '*', element: <NotFound /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes, { basename: '/admin' });
