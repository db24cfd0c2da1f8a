import { connect } from 'node:net';
import type { Limiter } from '../limits/limit-store.js';
import type { Availability } from './registrar.js';

// Availability of .uz names from the registry's port-43 WHOIS (docs/providers/registrar.md). The registry forbids
// high-volume queries: answers are cached, and queries are limited across every process by the limit store;
// past the limit, or when the registry does not answer, a name is "unknown" rather than guessed.

export interface WhoisSettings {
  host: string;
  port: number;
  timeoutMs: number;
  /** How long an answer is reused (in this process). */
  cacheMs: number;
}

const NOT_FOUND = /not found in database/i;

/** What the registry's answer says of the name. */
export function availabilityOf(answer: string): Availability {
  if (NOT_FOUND.test(answer)) return 'available';
  if (/^Status:\s*RESERVED/im.test(answer)) return 'reserved';
  if (/^Domain Name:/im.test(answer)) return 'taken';
  return 'unknown';
}

function query(settings: WhoisSettings, name: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: settings.host, port: settings.port });
    let answer = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error('whois timed out'));
    }, settings.timeoutMs);
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${name}\r\n`));
    socket.on('data', (chunk: string) => {
      answer += chunk;
      if (answer.length > 64 * 1024) socket.destroy();
    });
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(answer);
    });
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

export interface WhoisChecker {
  availability(name: string, now: Date): Promise<Availability>;
}

export function whoisChecker(settings: WhoisSettings, limiter: Limiter): WhoisChecker {
  const cache = new Map<string, { value: Availability; until: number }>();
  return {
    async availability(name, now) {
      const cached = cache.get(name);
      if (cached && cached.until > now.getTime()) return cached.value;
      if (!(await limiter.consume('registry')).allowed) return 'unknown';
      let value: Availability;
      try {
        value = availabilityOf(await query(settings, name));
      } catch {
        return 'unknown';
      }
      if (value !== 'unknown') cache.set(name, { value, until: now.getTime() + settings.cacheMs });
      return value;
    },
  };
}
