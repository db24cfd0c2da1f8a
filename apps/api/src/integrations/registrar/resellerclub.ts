import { isRecord } from '@portal/contracts';
import { type Availability, type DomainInfo, type Registrar, RegistrarError } from './registrar.js';

// The reseller API adapter (ResellerClub / LogicBoxes shape, docs/providers/registrar.md): GET for reads, POST forms
// for writes, auth-userid and api-key on every call, repeated keys for lists. Plain fetch, typed here.

export interface ResellerClubSettings {
  baseUrl: string;
  userId: string;
  apiKey: string;
  /** Customer and contact handles the reseller account registers names under. */
  customerId: string;
  contactId: string;
  timeoutMs: number;
}

type Params = [string, string][];

const epochSeconds = (date: Date) => String(Math.floor(date.getTime() / 1000));

function errorOf(message: string): RegistrarError {
  if (/already registered/i.test(message)) return new RegistrarError('taken', message);
  if (/insufficient funds/i.test(message)) return new RegistrarError('insufficient_funds', message);
  if (/auth code/i.test(message)) return new RegistrarError('auth_code_invalid', message);
  // A transfer the losing registrar refused: the owner must unlock the name there, or wait out ICANN's 60 days.
  if (/locked|transfer ?lock|prohibited/i.test(message))
    return new RegistrarError('transfer_locked', message);
  if (/60 days/i.test(message)) return new RegistrarError('transfer_too_new', message);
  if (/doesn't exist|not registered/i.test(message)) return new RegistrarError('not_found', message);
  return new RegistrarError('rejected', message);
}

export function resellerClubRegistrar(settings: ResellerClubSettings): Registrar {
  const auth: Params = [
    ['auth-userid', settings.userId],
    ['api-key', settings.apiKey],
  ];

  async function call(
    method: 'GET' | 'POST',
    path: string,
    params: Params,
  ): Promise<Record<string, unknown>> {
    const body = new URLSearchParams([...auth, ...params]);
    let response: Response;
    try {
      response = await fetch(`${settings.baseUrl}/api/${path}.json${method === 'GET' ? `?${body}` : ''}`, {
        method,
        ...(method === 'POST'
          ? { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: body.toString() }
          : {}),
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
    } catch (error) {
      // A write that timed out may have happened: the caller treats the outcome as unknown.
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      throw new RegistrarError(
        timedOut ? 'timeout' : 'unavailable',
        error instanceof Error ? error.message : String(error),
      );
    }
    let payload: unknown;
    try {
      payload = await response.json();
    } catch {
      throw new RegistrarError('unavailable', `the registrar answered HTTP ${response.status} without JSON`);
    }
    if (!isRecord(payload))
      throw new RegistrarError('unavailable', 'the registrar answered something else than an object');
    if (payload.status === 'ERROR') throw errorOf(String(payload.message ?? 'error'));
    if (!response.ok)
      throw new RegistrarError('unavailable', `the registrar answered HTTP ${response.status}`);
    return payload;
  }

  const nsParams = (nameservers: string[]): Params => nameservers.map((ns) => ['ns', ns]);

  return {
    async check(label, zones) {
      const payload = await call('GET', 'domains/available', [
        ['domain-name', label],
        ...zones.map((zone): [string, string] => ['tlds', zone]),
      ]);
      const result = new Map<string, Availability>();
      for (const zone of zones) {
        const entry = payload[`${label}.${zone}`];
        const status = isRecord(entry) ? entry.status : undefined;
        result.set(
          `${label}.${zone}`,
          status === 'available' ? 'available' : status === undefined ? 'unknown' : 'taken',
        );
      }
      return result;
    },
    async register({ name, years, nameservers }) {
      const contact = settings.contactId;
      const payload = await call('POST', 'domains/register', [
        ['domain-name', name],
        ['years', String(years)],
        ...nsParams(nameservers),
        ['customer-id', settings.customerId],
        ['reg-contact-id', contact],
        ['admin-contact-id', contact],
        ['tech-contact-id', contact],
        ['billing-contact-id', contact],
        ['invoice-option', 'NoInvoice'],
      ]);
      const info = await this.info(name);
      return { registrarId: String(payload.entityid), expiresAt: info?.expiresAt ?? null };
    },
    async renew({ registrarId, years, expiresAt }) {
      if (!registrarId) throw new RegistrarError('not_found', 'the domain has no registrar id yet');
      await call('POST', 'domains/renew', [
        ['order-id', registrarId],
        ['years', String(years)],
        ['exp-date', epochSeconds(expiresAt)],
        ['invoice-option', 'NoInvoice'],
      ]);
      return { expiresAt: new Date(expiresAt.getTime() + years * 365 * 86_400_000) };
    },
    async transfer({ name, authCode, nameservers }) {
      const payload = await call('POST', 'domains/transfer', [
        ['domain-name', name],
        ['auth-code', authCode],
        ...nsParams(nameservers),
        ['customer-id', settings.customerId],
        ['reg-contact-id', settings.contactId],
        ['admin-contact-id', settings.contactId],
        ['tech-contact-id', settings.contactId],
        ['billing-contact-id', settings.contactId],
        ['invoice-option', 'NoInvoice'],
      ]);
      return { registrarId: String(payload.entityid), expiresAt: null };
    },
    async restore({ name, registrarId }) {
      if (!registrarId) throw new RegistrarError('not_found', 'the domain has no registrar id yet');
      await call('POST', 'domains/restore', [
        ['order-id', registrarId],
        ['invoice-option', 'NoInvoice'],
      ]);
      // The answer names no expiry: the registrar's details do.
      return { expiresAt: (await this.info(name))?.expiresAt ?? null };
    },
    async setNameservers({ registrarId, nameservers }) {
      if (!registrarId) throw new RegistrarError('not_found', 'the domain has no registrar id yet');
      await call('POST', 'domains/modify-ns', [['order-id', registrarId], ...nsParams(nameservers)]);
      return true;
    },
    async setLock({ registrarId, locked }) {
      if (!registrarId) throw new RegistrarError('not_found', 'the domain has no registrar id yet');
      await call('POST', locked ? 'domains/enable-theft-protection' : 'domains/disable-theft-protection', [
        ['order-id', registrarId],
      ]);
      return true;
    },
    async info(name): Promise<DomainInfo | null> {
      let payload: Record<string, unknown>;
      try {
        payload = await call('GET', 'domains/details-by-name', [
          ['domain-name', name],
          ['options', 'All'],
        ]);
      } catch (error) {
        if (error instanceof RegistrarError && error.kind === 'not_found') return null;
        throw error;
      }
      const nameservers = Object.keys(payload)
        .filter((key) => /^ns\d+$/.test(key))
        .sort()
        .map((key) => String(payload[key]));
      const orderStatus = Array.isArray(payload.orderstatus) ? payload.orderstatus : [];
      return {
        registrarId: String(payload.orderid),
        expiresAt: new Date(Number(payload.endtime) * 1000),
        nameservers,
        locked: orderStatus.includes('transferlock'),
        status: payload.currentstatus === 'PendingTransfer' ? 'pending_transfer' : 'active',
        authCode: typeof payload.domsecret === 'string' ? payload.domsecret : null,
      };
    },
    async balance() {
      const payload = await call('GET', 'billing/reseller-balance', []);
      const balance = Number(payload.sellingcurrencybalance);
      if (!Number.isFinite(balance)) throw new RegistrarError('unavailable', 'the registrar sent no balance');
      return balance;
    },
  };
}
