import {
  securityPaths,
  type UpdateProfileRequest,
  type UserProfile,
  userProfileSchema,
} from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { profileQueryKey } from '@/lib/profile';

/** PUT /user/profile with one of its three shapes: login name; e-mail and password; personal info. */
export async function updateProfile(body: UpdateProfileRequest): Promise<UserProfile> {
  return (await apiRequest(securityPaths.updateProfile, { method: 'PUT', body, schema: userProfileSchema }))
    .data;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
}
