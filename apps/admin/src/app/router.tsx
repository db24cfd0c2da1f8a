import type { StaffPermission } from '@portal/contracts';
import { type ComponentType, lazy, type ReactNode } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { InvitePage } from '@/features/auth/invite-page';
import { LoginPage } from '@/features/auth/login-page';
import { DashboardPage } from '@/features/dashboard/dashboard-page';
import { NotFound } from './not-found';
import { RequirePermission } from './require-permission';
import { RequireStaff } from './require-staff';

/**
 * Every page but the first ones (sign-in, invitation, dashboard) is a chunk of its own, fetched when staff open
 * it: the console's first load carries only what its first screen shows. The layout suspends around its outlet.
 */
const lazyPage = <Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) =>
  lazy(async () => ({ default: (await load())[name] }));
const ApprovalsPage = lazyPage(() => import('@/features/adjustments/approvals-page'), 'ApprovalsPage');
const AuditPage = lazyPage(() => import('@/features/audit/audit-page'), 'AuditPage');
const BankPage = lazyPage(() => import('@/features/bank/bank-page'), 'BankPage');
const SellerPage = lazyPage(() => import('@/features/bank/seller-page'), 'SellerPage');
const CataloguePage = lazyPage(() => import('@/features/catalogue/catalogue-page'), 'CataloguePage');
const NewsPage = lazyPage(() => import('@/features/content/news-page'), 'NewsPage');
const PromoCodesPage = lazyPage(() => import('@/features/content/promo-codes-page'), 'PromoCodesPage');
const CustomerPage = lazyPage(() => import('@/features/customers/customer-page'), 'CustomerPage');
const CustomersPage = lazyPage(() => import('@/features/customers/customers-page'), 'CustomersPage');
const PricesPage = lazyPage(() => import('@/features/domains/prices-page'), 'PricesPage');
const QueuePage = lazyPage(() => import('@/features/domains/queue-page'), 'QueuePage');
const RegistrarPage = lazyPage(() => import('@/features/domains/registrar-page'), 'RegistrarPage');
const KbPage = lazyPage(() => import('@/features/knowledge-base/kb-page'), 'KbPage');
const OrderPage = lazyPage(() => import('@/features/orders/order-page'), 'OrderPage');
const OrdersPage = lazyPage(() => import('@/features/orders/orders-page'), 'OrdersPage');
const AutopayFailuresPage = lazyPage(
  () => import('@/features/payments/autopay-failures-page'),
  'AutopayFailuresPage',
);
const PaymentsPage = lazyPage(() => import('@/features/payments/payments-page'), 'PaymentsPage');
const ReconciliationPage = lazyPage(
  () => import('@/features/payments/reconciliation-page'),
  'ReconciliationPage',
);
const StaffPage = lazyPage(() => import('@/features/staff/staff-page'), 'StaffPage');
const SystemPage = lazyPage(() => import('@/features/system/system-page'), 'SystemPage');
const CannedRepliesPage = lazyPage(
  () => import('@/features/tickets/canned-replies-page'),
  'CannedRepliesPage',
);
const TicketPage = lazyPage(() => import('@/features/tickets/ticket-page'), 'TicketPage');
const TicketsPage = lazyPage(() => import('@/features/tickets/tickets-page'), 'TicketsPage');

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
