import {
  noDataSchema,
  type Passkey,
  type PasskeyRegisterRequest,
  type PasskeyRemoveRequest,
  passkeyChallengeSchema,
  passkeyPaths,
  passkeySchema,
} from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useIsLoggedIn } from '@/lib/session';
import { loadWebauthn } from '@/lib/webauthn';

export const passkeysQueryKey = ['passkeys'] as const;
const itemPath = (id: number) => passkeyPaths.item.replace(':id', String(id));

export async function getPasskeys(signal?: AbortSignal): Promise<Passkey[]> {
  return (
    await apiRequest(passkeyPaths.list, { schema: passkeySchema.array(), ...(signal ? { signal } : {}) })
  ).data;
}

export function usePasskeys() {
  const isLoggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: passkeysQueryKey,
    queryFn: ({ signal }) => getPasskeys(signal),
    enabled: isLoggedIn,
  });
}

/**
 * Adding a passkey, up to the browser's answer: the password gives the options, the browser makes the
 * credential. Naming and saving it is the next step (useSavePasskey), so the customer names it knowingly.
 */
export function useCreatePasskey() {
  return useMutation({
    mutationFn: async (password: string) => {
      const { challenge_id, options } = (
        await apiRequest(passkeyPaths.registerOptions, {
          method: 'POST',
          body: { password },
          schema: passkeyChallengeSchema,
        })
      ).data;
      const { startRegistration } = await loadWebauthn();
      // The server built these options with @simplewebauthn/server: they are PublicKeyCredentialCreationOptionsJSON.
      const optionsJSON = options as unknown as Parameters<typeof startRegistration>[0]['optionsJSON'];
      // The browser's JSON is what the contract's outline describes (checked in full by the server).
      const response = (await startRegistration({
        optionsJSON,
      })) as unknown as PasskeyRegisterRequest['response'];
      return { challengeId: challenge_id, response };
    },
  });
}

/** Every change of the list asks for it again. */
function usePasskeyChange<Input, Answer>(request: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: passkeysQueryKey }),
  });
}

export const useSavePasskey = () =>
  usePasskeyChange(
    async (body: PasskeyRegisterRequest) =>
      (await apiRequest(passkeyPaths.list, { method: 'POST', body, schema: passkeySchema })).data,
  );

export const useRenamePasskey = () =>
  usePasskeyChange(
    async ({ id, name }: { id: number; name: string }) =>
      (await apiRequest(itemPath(id), { method: 'PATCH', body: { name }, schema: passkeySchema })).data,
  );

export const useRemovePasskey = () =>
  usePasskeyChange(async ({ id, ...body }: PasskeyRemoveRequest & { id: number }) => {
    await apiRequest(itemPath(id), { method: 'DELETE', body, schema: noDataSchema });
  });
