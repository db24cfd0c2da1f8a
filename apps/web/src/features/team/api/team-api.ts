import {
  type CreateTeamInvitationRequest,
  noDataSchema,
  type TeamGrant,
  teamAcceptedSchema,
  teamAccountSchema,
  teamActivitySchema,
  teamInvitationSchema,
  teamMemberSchema,
  teamPaths,
} from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { useIsLoggedIn } from '@/lib/session';

const withId = (path: string, id: number | string) =>
  path.replace(/:(id|token)/, encodeURIComponent(String(id)));
export const teamQueryKey = ['team'] as const;

/** The accounts the signed-in person may open (their own first): the header's switcher reads it. */
export function useMyAccounts() {
  const isLoggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: ['team', 'accounts'],
    enabled: isLoggedIn,
    queryFn: async ({ signal }) =>
      (
        await apiRequest(teamPaths.accounts, {
          schema: z.array(teamAccountSchema),
          ...(signal ? { signal } : {}),
        })
      ).data,
  });
}

export const useMembers = () =>
  useQuery({
    queryKey: ['team', 'members'],
    queryFn: async ({ signal }) =>
      (
        await apiRequest(teamPaths.members, {
          schema: z.array(teamMemberSchema),
          ...(signal ? { signal } : {}),
        })
      ).data,
  });

export const useInvitations = () =>
  useQuery({
    queryKey: ['team', 'invitations'],
    queryFn: async ({ signal }) =>
      (
        await apiRequest(teamPaths.invitations, {
          schema: z.array(teamInvitationSchema),
          ...(signal ? { signal } : {}),
        })
      ).data,
  });

export const useActivity = () =>
  useQuery({
    queryKey: ['team', 'activity'],
    queryFn: async ({ signal }) =>
      (
        await apiRequest(`${teamPaths.activity}?per_page=20`, {
          schema: z.array(teamActivitySchema),
          ...(signal ? { signal } : {}),
        })
      ).data,
  });

function useTeamMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamQueryKey }),
  });
}

export const useInvite = () =>
  useTeamMutation((body: CreateTeamInvitationRequest) =>
    apiRequest(teamPaths.invitations, { method: 'POST', body, schema: teamInvitationSchema }),
  );

export const useWithdrawInvitation = () =>
  useTeamMutation((id: number) =>
    apiRequest(withId(teamPaths.invitation, id), { method: 'DELETE', schema: noDataSchema }),
  );

export const useRemoveMember = () =>
  useTeamMutation((id: number) =>
    apiRequest(withId(teamPaths.member, id), { method: 'DELETE', schema: noDataSchema }),
  );

/** The owner changes a member's role or permissions; the member's next request is checked against them. */
export const useChangeMember = () =>
  useTeamMutation(({ id, grant }: { id: number; grant: TeamGrant }) =>
    apiRequest(withId(teamPaths.member, id), { method: 'PUT', body: grant, schema: noDataSchema }),
  );

export const useAcceptInvitation = () =>
  useTeamMutation(
    async (token: string) =>
      (await apiRequest(withId(teamPaths.accept, token), { method: 'POST', schema: teamAcceptedSchema }))
        .data,
  );
