// The Registrar port (docs/providers/registrar.md): what the domain life needs from whoever registers
// names. Two adapters: a reseller API for gTLDs, and the manual .uz fulfilment (staff complete it in the console).

export type Availability = 'available' | 'taken' | 'reserved' | 'unknown';

export interface RegisteredDomain {
  /** The registrar's own id of the domain (its order id); null while a person fulfils it by hand. */
  registrarId: string | null;
  expiresAt: Date | null;
}

export interface DomainInfo {
  registrarId: string;
  expiresAt: Date;
  nameservers: string[];
  locked: boolean;
  status: 'active' | 'pending_transfer';
  authCode: string | null;
}

/**
 * Why a registrar call failed, so the caller knows what to do with the money:
 * - `taken`, `insufficient_funds`, `auth_code_invalid`, `rejected`: definitive, refund;
 * - `timeout`: the outcome is unknown, so neither refund nor retry: a sync job asks the registrar later;
 * - `unavailable`: the call never got through (refused, 5xx before acting): safe to retry or refund.
 */
export class RegistrarError extends Error {
  constructor(
    readonly kind:
      | 'taken'
      | 'insufficient_funds'
      | 'auth_code_invalid'
      | 'transfer_locked'
      | 'transfer_too_new'
      | 'rejected'
      | 'timeout'
      | 'unavailable'
      | 'not_found',
    message: string,
  ) {
    super(message);
    this.name = 'RegistrarError';
  }
}

export interface Registrar {
  /** Availability of `label` in each zone, by full name. */
  check(label: string, zones: readonly string[]): Promise<Map<string, Availability>>;
  register(input: { name: string; years: number; nameservers: string[] }): Promise<RegisteredDomain>;
  /**
   * `expiresAt` is the expiry we know: the registrar refuses a renewal against a stale one. Answers the new
   * expiry, or null when a person completes the renewal by hand (.uz).
   */
  renew(input: {
    registrarId: string | null;
    years: number;
    expiresAt: Date;
  }): Promise<{ expiresAt: Date | null }>;
  transfer(input: { name: string; authCode: string; nameservers: string[] }): Promise<RegisteredDomain>;
  /**
   * Brings a name in redemption back (at the registry's restore fee). Answers the new expiry, or null when a
   * person completes it by hand (.uz).
   */
  restore(input: { name: string; registrarId: string | null }): Promise<{ expiresAt: Date | null }>;
  /** Answers false when a person makes the change by hand (.uz), true when the registrar made it. */
  setNameservers(input: { registrarId: string | null; nameservers: string[] }): Promise<boolean>;
  setLock(input: { registrarId: string | null; locked: boolean }): Promise<boolean>;
  /** What the registrar holds for the name (its expiry is the truth); null when it is not in our account. */
  info(name: string): Promise<DomainInfo | null>;
  /** The reseller account's prepaid balance (USD) the registrar charges; null when there is no such account. */
  balance(): Promise<number | null>;
}
