import type { Registrar } from './registrar.js';
import type { WhoisChecker } from './whois-uz.js';

// .uz has no registry API for resellers (docs/providers/registrar.md): every change is done by staff at the
// partner registrar and marked done in the console's fulfilment queue. This adapter answers "pending" for every
// change; availability comes from the registry's WHOIS.

export function manualUzRegistrar(whois: WhoisChecker, clock: { now(): Date }): Registrar {
  return {
    async check(label, zones) {
      const names = zones.map((zone) => `${label}.${zone}`);
      const answers = await Promise.all(names.map((name) => whois.availability(name, clock.now())));
      return new Map(names.map((name, index) => [name, answers[index] ?? 'unknown']));
    },
    register: async () => ({ registrarId: null, expiresAt: null }),
    renew: async () => ({ expiresAt: null }),
    transfer: async () => ({ registrarId: null, expiresAt: null }),
    restore: async () => ({ expiresAt: null }),
    setNameservers: async () => false,
    setLock: async () => false,
    // The registrar's records are kept by staff, not read: the daily sync skips manual zones.
    info: async () => null,
    // Staff pay the partner registrar by hand: there is no account balance to read.
    balance: async () => null,
  };
}
