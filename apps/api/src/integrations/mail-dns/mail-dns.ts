import { promises as dns } from 'node:dns';

// The DNS the inbound-mail checks read (SPF policies, DKIM keys, DMARC records): the system's resolver in
// production, or an in-process table of records (tests and demo mode), chosen once from the config.

/** mailauth's resolver contract: a TXT answer is a list of character-string lists, others a list of strings. */
export type MailDnsResolver = (name: string, rrtype: string) => Promise<string[][] | string[]>;

/** Records by name, then by type (`TXT`, `A`, `MX`…); a TXT value is one string. */
export type MailDnsRecords = Record<string, Partial<Record<string, string[]>>>;

export const systemMailDns: MailDnsResolver = (name, rrtype) =>
  dns.resolve(name, rrtype) as Promise<string[][] | string[]>;

/** Answers from the given table only; a name or type it lacks is what a real resolver says of it. */
export function recordsMailDns(records: MailDnsRecords): MailDnsResolver {
  const table = new Map(Object.entries(records).map(([name, types]) => [name.toLowerCase(), types]));
  return async (name, rrtype) => {
    const types = table.get(name.toLowerCase().replace(/\.$/, ''));
    if (!types) throw Object.assign(new Error(`queryTxt ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
    const values = types[rrtype.toUpperCase()];
    if (!values || values.length === 0)
      throw Object.assign(new Error(`queryTxt ENODATA ${name}`), { code: 'ENODATA' });
    // TXT strings longer than 255 bytes travel as several character-strings; mailauth joins them again.
    return rrtype.toUpperCase() === 'TXT' ? values.map((value) => [value]) : [...values];
  };
}
