import { Resolver } from 'node:dns/promises';
import http from 'node:http';

// Whether a domain points at a hosting server: its A record is the server's address, or its name servers are
// the server's (docs/hosting-control.md). A demo server asks the panel simulator instead, which decides.

export interface ProofServer {
  ip: string | null;
  dnsPrimary: string | null;
  dnsSecondary: string | null;
  apiUrl: string;
  demo: boolean;
}

export type PointsHere = (server: ProofServer, name: string) => Promise<boolean>;

const LOOKUP_TIMEOUT_MS = 3000;
const stripDot = (host: string) => host.toLowerCase().replace(/\.$/, '');

async function pointsHereByDns(server: ProofServer, name: string): Promise<boolean> {
  const resolver = new Resolver({ timeout: LOOKUP_TIMEOUT_MS, tries: 1 });
  const ours = [server.dnsPrimary, server.dnsSecondary].filter((ns): ns is string => !!ns).map(stripDot);
  const [addresses, nameservers] = await Promise.all([
    resolver.resolve4(name).catch(() => [] as string[]),
    resolver.resolveNs(name).catch(() => [] as string[]),
  ]);
  return (
    (server.ip !== null && addresses.includes(server.ip)) ||
    nameservers.some((ns) => ours.includes(stripDot(ns)))
  );
}

/** The simulator's control path answers `{points: boolean}`; an unreachable simulator proves nothing. */
function pointsHereBySimulator(server: ProofServer, name: string): Promise<boolean> {
  const url = new URL('/__sim/points-here', server.apiUrl);
  url.searchParams.set('name', name);
  return new Promise((resolve) => {
    const request = http.get(url, { timeout: LOOKUP_TIMEOUT_MS }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        try {
          resolve(
            (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { points?: unknown }).points === true,
          );
        } catch {
          resolve(false);
        }
      });
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(false));
  });
}

export const pointsHere: PointsHere = (server, name) =>
  server.demo ? pointsHereBySimulator(server, name) : pointsHereByDns(server, name);
