import {
  type Domain,
  domainPath,
  domainPaths,
  type RegisterDomainRequest,
  type SetNameserversRequest,
  type TransferDomainRequest,
  transferCodeResponseSchema,
} from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { profileQueryKey } from '@/lib/profile';
import { domainsQueryKey } from './get-domains';

type NameserversChange = SetNameserversRequest;

// A domain change may move money: the domains, the balance and the ledger are stale after it.
function useInvalidateAfterDomainChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: domainsQueryKey }),
      queryClient.invalidateQueries({ queryKey: profileQueryKey }),
      queryClient.invalidateQueries({ queryKey: ['payment'] }),
    ]);
}

// Register, transfer, renew and restore charge the balance: each sends a fresh Idempotency-Key, so a retried
// request is answered once.
export async function registerDomain(body: RegisterDomainRequest): Promise<Domain> {
  return (await apiRequest<Domain>(domainPaths.register, { method: 'POST', body, idempotent: true })).data;
}

export async function transferDomain(body: TransferDomainRequest): Promise<Domain> {
  return (await apiRequest<Domain>(domainPaths.transfer, { method: 'POST', body, idempotent: true })).data;
}

export async function renewDomain(id: number, years: number): Promise<Domain> {
  const path = domainPath(domainPaths.renew, id);
  return (await apiRequest<Domain>(path, { method: 'PUT', body: { years }, idempotent: true })).data;
}

export async function restoreDomain(id: number): Promise<Domain> {
  const path = domainPath(domainPaths.restore, id);
  return (await apiRequest<Domain>(path, { method: 'PUT', body: {}, idempotent: true })).data;
}

export async function setNameservers(id: number, body: NameserversChange): Promise<Domain> {
  return (await apiRequest<Domain>(domainPath(domainPaths.nameservers, id), { method: 'PUT', body })).data;
}

export async function setDomainAutoRenew(id: number, enabled: boolean): Promise<Domain> {
  const path = domainPath(domainPaths.autoRenew, id);
  return (await apiRequest<Domain>(path, { method: 'PUT', body: { enabled } })).data;
}

/** Asked for at the moment of the tap and never cached: the code moves the domain away. */
export async function getTransferCode(id: number): Promise<string> {
  const answer = await apiRequest<unknown>(domainPath(domainPaths.transferCode, id), { method: 'POST' });
  return transferCodeResponseSchema.parse(answer.data).auth_code;
}

export function useRegisterDomain() {
  const invalidate = useInvalidateAfterDomainChange();
  return useMutation({ mutationFn: registerDomain, onSuccess: invalidate });
}

export function useTransferDomain() {
  const invalidate = useInvalidateAfterDomainChange();
  return useMutation({ mutationFn: transferDomain, onSuccess: invalidate });
}

export function useRenewDomain(id: number) {
  const invalidate = useInvalidateAfterDomainChange();
  return useMutation({ mutationFn: (years: number) => renewDomain(id, years), onSuccess: invalidate });
}

export function useRestoreDomain(id: number) {
  const invalidate = useInvalidateAfterDomainChange();
  return useMutation({ mutationFn: () => restoreDomain(id), onSuccess: invalidate });
}

export function useSetNameservers(id: number) {
  const invalidate = useInvalidateAfterDomainChange();
  return useMutation({
    mutationFn: (body: NameserversChange) => setNameservers(id, body),
    onSuccess: invalidate,
  });
}

export function useSetDomainAutoRenew(id: number) {
  const invalidate = useInvalidateAfterDomainChange();
  return useMutation({
    mutationFn: (enabled: boolean) => setDomainAutoRenew(id, enabled),
    onSuccess: invalidate,
  });
}

export const useTransferCode = (id: number) => useMutation({ mutationFn: () => getTransferCode(id) });
