import {
  type NotificationPreference,
  type NotificationPreferences,
  notificationPreferencesSchema,
  notificationsPaths,
} from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const preferencesQueryKey = ['notifications', 'preferences'] as const;

async function getPreferences(signal?: AbortSignal): Promise<NotificationPreferences> {
  return (
    await apiRequest(notificationsPaths.preferences, {
      schema: notificationPreferencesSchema,
      ...(signal ? { signal } : {}),
    })
  ).data;
}

export function usePreferences() {
  return useQuery({ queryKey: preferencesQueryKey, queryFn: ({ signal }) => getPreferences(signal) });
}

/** Saves one switch; the server answers the whole table, which then replaces the cached one. */
export function useUpdatePreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (preference: NotificationPreference) => {
      const answer = await apiRequest(notificationsPaths.preferences, {
        method: 'PUT',
        body: { preferences: [preference] },
        schema: notificationPreferencesSchema,
      });
      return answer.data;
    },
    // The switch moves at once; a failed save puts it back.
    onMutate: async (preference) => {
      await queryClient.cancelQueries({ queryKey: preferencesQueryKey });
      const previous = queryClient.getQueryData<NotificationPreferences>(preferencesQueryKey);
      queryClient.setQueryData<NotificationPreferences>(preferencesQueryKey, (rows) =>
        rows?.map((row) =>
          row.kind === preference.kind && row.channel === preference.channel
            ? { ...row, enabled: preference.enabled }
            : row,
        ),
      );
      return { previous };
    },
    onError: (_error, _preference, context) => {
      if (context?.previous) queryClient.setQueryData(preferencesQueryKey, context.previous);
    },
    onSuccess: (data) => queryClient.setQueryData(preferencesQueryKey, data),
  });
}
