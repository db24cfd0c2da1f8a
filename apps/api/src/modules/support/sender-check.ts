import { BlockList, isIP } from 'node:net';
import { authenticate } from 'mailauth';
import type { SupportConfig } from '../../config/support-config.js';
import type { MailDnsResolver } from '../../integrations/mail-dns/mail-dns.js';

// Whether a mail to the plain support address comes from the owner of its From address (docs/support-mail.md):
// DMARC alignment from DKIM or SPF, checked with mailauth against the SMTP session's connecting host, HELO and
// envelope sender. A host on the trusted relay list (our own MX or forwarding server) has already checked the
// mail against the original sender: its topmost Authentication-Results header, under the configured
// authserv-id, decides instead.

export interface SmtpSessionFacts {
  /** The connecting host's address, HELO name and MAIL FROM, as the SMTP session gave them. */
  ip: string;
  helo: string;
  mailFrom: string;
}

export type SenderCheck =
  | { verified: true; by: 'dkim' | 'spf' | 'relay' }
  | { verified: false; relayed: boolean };

export interface SenderCheckDeps {
  config: SupportConfig;
  dns: MailDnsResolver;
}

const plainAddress = (ip: string) => (ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip);

function relayList(entries: string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list;
}

export const isTrustedRelay = (config: SupportConfig, ip: string): boolean => {
  const address = plainAddress(ip);
  const family = isIP(address);
  if (family === 0 || config.mailAuth.trustedRelays.length === 0) return false;
  return relayList(config.mailAuth.trustedRelays).check(address, family === 6 ? 'ipv6' : 'ipv4');
};

const domainOf = (address: string) => address.slice(address.lastIndexOf('@') + 1).toLowerCase();

/** One Authentication-Results value: its authserv-id and each method's result with its properties. */
export function readAuthResults(value: string) {
  // Comments in parentheses carry nothing a decision may rest on.
  const text = value.replace(/\([^()]*\)/g, ' ').replace(/\s+/g, ' ');
  const [head = '', ...parts] = text.split(';');
  const authservId = head.trim().split(' ')[0]?.toLowerCase() ?? '';
  const results = parts.map((part) => {
    const [first = '', ...props] = part.trim().split(' ');
    const [method = '', result = ''] = first.toLowerCase().split('=');
    const properties = new Map(
      props.flatMap((prop) => {
        const at = prop.indexOf('=');
        return at > 0 ? [[prop.slice(0, at).toLowerCase(), prop.slice(at + 1).toLowerCase()] as const] : [];
      }),
    );
    return { method, result, properties };
  });
  return { authservId, results };
}

/** The relay's verdict: its own header (the topmost one) under our authserv-id, with DMARC passed for From. */
function relayVerdict(
  config: SupportConfig,
  headerLines: readonly { key: string; line: string }[],
  from: string,
) {
  const { authservId } = config.mailAuth;
  if (!authservId) return false;
  const top = headerLines.find((header) => header.key === 'authentication-results');
  if (!top) return false;
  const value = top.line.slice(top.line.indexOf(':') + 1).replace(/\r?\n/g, ' ');
  const parsed = readAuthResults(value);
  if (parsed.authservId !== authservId.toLowerCase()) return false;
  const fromDomain = domainOf(from);
  return parsed.results.some(
    (row) =>
      row.method === 'dmarc' && row.result === 'pass' && row.properties.get('header.from') === fromDomain,
  );
}

export async function checkSender(
  deps: SenderCheckDeps,
  input: {
    raw: Buffer;
    headerLines: readonly { key: string; line: string }[];
    from: string;
    session: SmtpSessionFacts;
  },
): Promise<SenderCheck> {
  const { config } = deps;
  if (isTrustedRelay(config, input.session.ip)) {
    return relayVerdict(config, input.headerLines, input.from)
      ? { verified: true, by: 'relay' }
      : { verified: false, relayed: true };
  }
  const result = await authenticate(input.raw, {
    ip: plainAddress(input.session.ip),
    helo: input.session.helo,
    sender: input.session.mailFrom,
    mta: config.address.domain,
    resolver: deps.dns,
    disableArc: true,
    disableBimi: true,
  });
  const fromDomain = domainOf(input.from);
  // No result at all: several From addresses, which no check can align.
  const dmarc = result.dmarc ? result.dmarc.status.result : 'fail';
  // A published DMARC policy decides; without one, the same alignment is asked of DKIM (organisational
  // domain, as mailauth aligns it) and of SPF (the very domain).
  const dkimAligned = result.dkim.results.some(
    (row) => row.status.result === 'pass' && Boolean(row.status.aligned),
  );
  const spfAligned =
    result.spf !== false && result.spf.status.result === 'pass' && result.spf.domain === fromDomain;
  if (dmarc === 'pass' || (dmarc === 'none' && (dkimAligned || spfAligned)))
    return { verified: true, by: dkimAligned ? 'dkim' : 'spf' };
  return { verified: false, relayed: false };
}
