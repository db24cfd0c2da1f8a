import { createBrowserRouter, Navigate } from 'react-router';
import { AuditPage } from '@/features/audit/audit-page';
import { LoginPage } from '@/features/auth/login-page';
import { CustomerPage } from '@/features/customers/customer-page';
import { CustomersPage } from '@/features/customers/customers-page';
import { NotFound } from './not-found';
import { RequireStaff } from './require-staff';

export const routes = [
  { path: '/login', element: <LoginPage /> },
  {
    element: <RequireStaff />,
    children: [
      { index: true, element: <Navigate to="/customers" replace /> },
      { path: '/customers', element: <CustomersPage /> },
      { path: '/customers/:id', element: <CustomerPage /> },
      { path: '/audit', element: <AuditPage /> },
      { path: '*', element: <NotFound /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes, { basename: '/admin' });
