import { adminPaths, type InvitationAccept, staffLoginResponseSchema } from '@portal/contracts';
import { api } from '@/lib/api';

/** Makes the invited account active with its password and first code; answers the new session. */
export const acceptInvitation = (body: InvitationAccept) =>
  api(adminPaths.invitationAccept, { method: 'POST', body, schema: staffLoginResponseSchema });
