import {
  type DomainDetail,
  domainDetailSchema,
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

// Each change answers the domain as its detail screen shows it.
const schema = domainDetailSchema;

// Register, transfer, renew and restore charge the balance: each sends a fresh Idempotency-Key, so a retried
// request is answered once.
export async function registerDomain(body: RegisterDomainRequest): Promise<DomainDetail> {
  return (await apiRequest(domainPaths.register, { method: 'POST', body, idempotent: true, schema })).data;
}

export async function transferDomain(body: TransferDomainRequest): Promise<DomainDetail> {
  return (await apiRequest(domainPaths.transfer, { method: 'POST', body, idempotent: true, schema })).data;
}

export async function renewDomain(id: number, years: number): Promise<DomainDetail> {
  const path = domainPath(domainPaths.renew, id);
  return (await apiRequest(path, { method: 'PUT', body: { years }, idempotent: true, schema })).data;
}

export async function restoreDomain(id: number): Promise<DomainDetail> {
  const path = domainPath(domainPaths.restore, id);
  return (await apiRequest(path, { method: 'PUT', body: {}, idempotent: true, schema })).data;
}

export async function setNameservers(id: number, body: NameserversChange): Promise<DomainDetail> {
  return (await apiRequest(domainPath(domainPaths.nameservers, id), { method: 'PUT', body, schema })).data;
}

export async function setDomainAutoRenew(id: number, enabled: boolean): Promise<DomainDetail> {
  const path = domainPath(domainPaths.autoRenew, id);
  return (await apiRequest(path, { method: 'PUT', body: { enabled }, schema })).data;
}

/** Asked for at the moment of the tap and never cached: the code moves the domain away. */
export async function getTransferCode(id: number): Promise<string> {
  const path = domainPath(domainPaths.transferCode, id);
  return (await apiRequest(path, { method: 'POST', schema: transferCodeResponseSchema })).data.auth_code;
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
