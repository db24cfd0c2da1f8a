import type { StaffRole, TicketAssignee, TicketDepartment } from '@portal/contracts';
import type { Queryable } from '../../../db/database.js';
import { activeStaffContacts } from '../../staff/staff-directory.service.js';

// Who may be given a ticket: the members who may answer it (support and owners answer every
// department, billing its own; readonly only reads). The console's assign control lists them, the assign
// action refuses anyone else, and the promise's warnings go to them when a ticket has no assignee.

export const mayAnswerDepartment = (role: StaffRole, department: TicketDepartment | undefined): boolean =>
  role === 'owner' || role === 'support' || (role === 'billing' && department === 'billing');

/** Active members who may answer a ticket of `department` (without one: those who answer every department). */
export async function ticketAssignees(
  db: Queryable,
  input: { department?: TicketDepartment },
): Promise<TicketAssignee[]> {
  return (await activeStaffContacts(db))
    .filter((member) => mayAnswerDepartment(member.role as StaffRole, input.department))
    .map(({ id, name, role }) => ({ id, name, role: role as StaffRole }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}
