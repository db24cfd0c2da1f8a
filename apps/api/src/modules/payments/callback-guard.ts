import { BlockList, isIP } from 'node:net';
import type { Limiter, LimitStore } from '../../integrations/limits/limit-store.js';

// What stands between anyone on the internet and the payment callbacks, before their credentials are read:
// Payme's optional address allow-list, and a limit on calls with wrong credentials or signatures per address.

export interface CallbackGuard {
  /** False when an allow-list is set and the address is not on it. */
  isAllowedAddress(ip: string): boolean;
  /** True once the address has sent too many refused calls in the window: answer without looking further. */
  isBlocked(ip: string): Promise<boolean>;
  /** Counts one call refused for its credentials, signature or shape. */
  countRefusal(ip: string): Promise<void>;
}

function blockListOf(entries: string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list;
}

/** An IPv4-mapped IPv6 address (::ffff:1.2.3.4, as Node reports IPv4 clients on a dual-stack socket) as IPv4. */
const plainAddress = (ip: string) => (ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip);

export function createCallbackGuard(
  store: LimitStore,
  settings: { name: string; allowedIps: string[] | null; refusalsPerIp: number; windowSeconds: number },
): CallbackGuard {
  const allowList = settings.allowedIps ? blockListOf(settings.allowedIps) : null;
  const refusals: Limiter = store.limiter({
    name: `${settings.name}-refused-ip`,
    points: settings.refusalsPerIp,
    windowSeconds: settings.windowSeconds,
  });
  return {
    isAllowedAddress(ip) {
      if (!allowList) return true;
      const address = plainAddress(ip);
      return allowList.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
    },
    async isBlocked(ip) {
      return (await refusals.count(ip)) >= settings.refusalsPerIp;
    },
    async countRefusal(ip) {
      await refusals.consume(ip);
    },
  };
}
