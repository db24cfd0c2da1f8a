import { SUPPORT_SESSION_PAGE } from '@portal/contracts';
import type { ModulePorts } from '../../../composition/app-module.js';
import type { Queryable } from '../../../db/database.js';
import { AppError } from '../../../errors/app-error.js';
import type { StaffActor } from '../../../plugins/staff-audit.js';
import { lockCustomer } from '../../account/staff/customers-staff.service.js';
import { startSupportSession } from '../session.service.js';

export interface SupportSessionRequest {
  customerId: number;
  reason: string;
  userAgent: string;
  /** The portal's address: the answer carries the link that opens the session there. */
  appUrl: string;
  staffNamesById: ModulePorts['staffNamesById'];
}

/**
 * Opens a support session for the customer ("view as customer") in the caller's (audited) transaction: 30 minutes
 * at most, with a reason; the customer's authentication history shows it as a support session and the customer
 * is told. A blocked or deleted customer cannot be viewed.
 */
export async function openSupportSession(tx: Queryable, actor: StaffActor, request: SupportSessionRequest) {
  const { customerId: id, reason } = request;
  const row = await lockCustomer(tx, id);
  // No one to help in a blocked or deleted account.
  if (row.blockedAt || row.deletedAt) throw new AppError('CONFLICT');
  const names = await request.staffNamesById(tx, [actor.staffId]);
  const session = await startSupportSession(tx, {
    userId: id,
    staffId: actor.staffId,
    staffName: names.get(actor.staffId) ?? '',
    reason,
    client: { ipAddress: actor.ipAddress, userAgent: request.userAgent },
    now: actor.at,
  });
  return {
    result: { ...session, url: `${request.appUrl}${SUPPORT_SESSION_PAGE}#token=${session.access_token}` },
    customerId: id,
    after: { session_id: session.session_id, reason, expires_at: session.expires_at },
  };
}
