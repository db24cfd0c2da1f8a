import { ROLE_PERMISSIONS, type StaffRole } from '@portal/contracts';
import { setToken } from '@/lib/session';
import { type Answer, type Call, serveApi } from './render';

/**
 * The console signed in as a staff member of `role` (its session, and `/auth/me` naming them with the role's
 * permissions); every other request is answered by `answer`. Records the calls, as `serveApi` does.
 */
export function serveStaff(
  role: StaffRole,
  answer: (call: Call) => Answer,
  me: { id?: number; email?: string } = {},
) {
  setToken('s'.repeat(43));
  const staff = { id: 2, email: 'x@x.uz', name: 'Sevara', role, permissions: ROLE_PERMISSIONS[role], ...me };
  return serveApi((call) =>
    call.url.endsWith('/auth/me') ? { body: { status: true, data: staff } } : answer(call),
  );
}
