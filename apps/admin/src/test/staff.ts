import { ROLE_PERMISSIONS, type StaffRole } from '@portal/contracts';
import { setToken } from '@/lib/session';
import { type Answer, type Call, serveApi } from './render';

/** Who is signed in: a role, or a role with the id, e-mail or name a test reads. */
export type StaffMember = StaffRole | { role: StaffRole; id?: number; email?: string; name?: string };

/**
 * The console signed in as `who` (its session, and `/auth/me` naming them with their role's permissions); every
 * other request is answered by `answer`. Records the calls, as `serveApi` does.
 */
export function serveStaff(who: StaffMember, answer: (call: Call) => Answer) {
  const { role, ...me } = typeof who === 'string' ? { role: who } : who;
  const staff = { id: 2, email: 'x@x.uz', name: 'Sevara', role, permissions: ROLE_PERMISSIONS[role], ...me };
  setToken('s'.repeat(43));
  return serveApi((call) =>
    call.url.endsWith('/auth/me') ? { body: { status: true, data: staff } } : answer(call),
  );
}
