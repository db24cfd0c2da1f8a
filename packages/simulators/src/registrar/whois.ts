import { createServer, type Socket } from 'node:net';

// A fake port-43 WHOIS server for .uz (docs/providers/registrar.md), with the registry's own answers: the summary
// of a registered or reserved name, and the exact not-found sentence. Faults: a delayed answer, a dropped one.

export interface WhoisRecord {
  status: 'ACTIVE' | 'RESERVED';
  registrar?: string;
  nameservers?: string[];
  /** yyyy-mm-dd */
  created?: string;
  expires?: string;
}

export interface WhoisSimulator {
  host: string;
  port: number;
  records: Map<string, WhoisRecord>;
  /** How many queries arrived: the portal must cache and limit, never hammer the registry. */
  queries: string[];
  /** The next query is answered after `ms`. */
  delayNext(ms: number): void;
  /** The next query's connection is closed without an answer. */
  dropNext(): void;
  close(): Promise<void>;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** 2025-12-27 → 27-Dec-2025, the registry's date format. */
const registryDate = (iso: string | undefined) => {
  if (!iso) return '-';
  const [year, month, day] = iso.split('-');
  return `${day}-${MONTHS[Number(month) - 1]}-${year}`;
};

export function whoisAnswer(name: string, record: WhoisRecord | undefined): string {
  if (!record) return `Sorry, but domain: "${name}", not found in database\r\n`;
  const ns = [...(record.nameservers ?? []), 'not.defined.', 'not.defined.'].slice(0, 4);
  return [
    '% Uzbekistan Whois Server Version 1.0',
    '',
    `Domain Name: ${name}`,
    `Registrar: ${record.registrar ?? 'UZINFOCOM'}`,
    'Whois Server: www.whois.uz',
    ...ns.map((server) => `Name Server: ${server} ${server === 'not.defined.' ? '<no value>' : '127.0.0.1'}`),
    `Status: ${record.status}`,
    `Updated Date: ${registryDate(record.created)}`,
    `Creation Date: ${registryDate(record.created)}`,
    `Expiration Date: ${registryDate(record.status === 'RESERVED' ? undefined : record.expires)}`,
    '',
    '% Timezone: +0500',
    '',
  ].join('\r\n');
}

export async function startWhoisSimulator(
  options: { host?: string; port?: number } = {},
): Promise<WhoisSimulator> {
  const records = new Map<string, WhoisRecord>();
  const queries: string[] = [];
  let delay = 0;
  let drop = false;
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let input = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      input += chunk;
      if (!input.includes('\n')) return;
      const name = input.trim().toLowerCase();
      queries.push(name);
      if (drop) {
        drop = false;
        socket.destroy();
        return;
      }
      const wait = delay;
      delay = 0;
      setTimeout(() => socket.end(whoisAnswer(name, records.get(name))), wait);
    });
    socket.on('error', () => {});
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('whois server has no TCP address');
  return {
    host,
    port: address.port,
    records,
    queries,
    delayNext: (ms) => {
      delay = ms;
    },
    dropNext: () => {
      drop = true;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
