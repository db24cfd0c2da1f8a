import { createBrowserRouter, Navigate } from 'react-router';
import { AuditPage } from '@/features/audit/audit-page';
import { InvitePage } from '@/features/auth/invite-page';
import { LoginPage } from '@/features/auth/login-page';
import { CataloguePage } from '@/features/catalogue/catalogue-page';
import { NewsPage } from '@/features/content/news-page';
import { PromoCodesPage } from '@/features/content/promo-codes-page';
import { CustomerPage } from '@/features/customers/customer-page';
import { CustomersPage } from '@/features/customers/customers-page';
import { DashboardPage } from '@/features/dashboard/dashboard-page';
import { PricesPage } from '@/features/domains/prices-page';
import { QueuePage } from '@/features/domains/queue-page';
import { RegistrarPage } from '@/features/domains/registrar-page';
import { OrderPage } from '@/features/orders/order-page';
import { OrdersPage } from '@/features/orders/orders-page';
import { PaymentsPage } from '@/features/payments/payments-page';
import { ReconciliationPage } from '@/features/payments/reconciliation-page';
import { StaffPage } from '@/features/staff/staff-page';
import { SystemPage } from '@/features/system/system-page';
import { NotFound } from './not-found';
import { RequireStaff } from './require-staff';

export const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/invite', element: <InvitePage /> },
  {
    element: <RequireStaff />,
    children: [
      { index: true, element: <Navigate to="/dashboard" replace /> },
      { path: '/dashboard', element: <DashboardPage /> },
      { path: '/payments', element: <PaymentsPage /> },
      { path: '/reconciliation', element: <ReconciliationPage /> },
      { path: '/orders', element: <OrdersPage /> },
      { path: '/orders/:id', element: <OrderPage /> },
      { path: '/catalogue', element: <CataloguePage /> },
      { path: '/domains', element: <QueuePage /> },
      { path: '/domains/prices', element: <PricesPage /> },
      { path: '/domains/registrar', element: <RegistrarPage /> },
      { path: '/news', element: <NewsPage /> },
      { path: '/promo-codes', element: <PromoCodesPage /> },
      { path: '/system', element: <SystemPage /> },
      { path: '/staff', element: <StaffPage /> },
      { path: '/customers', element: <CustomersPage /> },
      { path: '/customers/:id', element: <CustomerPage /> },
      { path: '/audit', element: <AuditPage /> },
      { path: '*', element: <NotFound /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes, { basename: '/admin' });
