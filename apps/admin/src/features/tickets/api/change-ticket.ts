import {
  adminPath,
  adminSupportPaths,
  adminTicketDetailSchema,
  type StaffTicketMessageRequest,
  type TicketDepartment,
  type TicketStatus,
} from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { ticketQueryKey } from './get-ticket';

/** A reply with files goes as multipart: the text parts as the JSON would carry them, the files as `attachments`. */
function replyFormData(body: StaffTicketMessageRequest, files: readonly File[]): FormData {
  const form = new FormData();
  form.append('body', body.body);
  form.append('internal', String(body.internal ?? false));
  for (const file of files) form.append('attachments', file, file.name);
  return form;
}

/** What staff can do to a ticket; every one answers the ticket as it now is. */
export type TicketChange =
  | { kind: 'reply'; body: StaffTicketMessageRequest; files?: readonly File[] }
  | { kind: 'assign'; staffId: number | null }
  | { kind: 'status'; status: TicketStatus }
  | { kind: 'department'; department: TicketDepartment }
  | { kind: 'merge'; into: number };

const request = (id: number, change: TicketChange) => {
  const path = (template: string) => adminPath(template, id);
  const schema = adminTicketDetailSchema;
  switch (change.kind) {
    case 'reply':
      return api(path(adminSupportPaths.messages), {
        method: 'POST',
        body: change.files?.length ? replyFormData(change.body, change.files) : change.body,
        schema,
      });
    case 'assign':
      return api(path(adminSupportPaths.assign), {
        method: 'POST',
        body: { staff_id: change.staffId },
        schema,
      });
    case 'status':
      return api(path(adminSupportPaths.status), { method: 'PUT', body: { status: change.status }, schema });
    case 'department':
      return api(path(adminSupportPaths.department), {
        method: 'PUT',
        body: { department: change.department },
        schema,
      });
    case 'merge':
      return api(path(adminSupportPaths.merge), { method: 'POST', body: { into: change.into }, schema });
  }
};

export function useChangeTicket(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: TicketChange) => request(id, change),
    onSuccess: (ticket) => {
      queryClient.setQueryData(ticketQueryKey(ticket.id), ticket);
      void queryClient.invalidateQueries({ queryKey: ['tickets'] });
      void queryClient.invalidateQueries({ queryKey: ['support-stats'] });
    },
  });
}
