import { domainToASCII, domainToUnicode } from 'node:url';
import {
  API_ZONES,
  COMMON_ZONES,
  type DomainCheckResult,
  type DomainZone,
  isManualZone,
  splitDomainName,
  tiyinToSom,
} from '@portal/contracts';
import type { Queryable } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import type { Availability, Registrar } from '../../integrations/registrar/registrar.js';
import { listPrices } from './domains.repository.js';

// "Is this name free, and what does it cost?": a name with a zone is checked there; a bare label
// in the common zones. .uz names ask the registry's WHOIS (cached and limited), gTLDs the reseller API.

export interface Registrars {
  api: Registrar | null;
  manual: Registrar;
}

const termPrices = (rows: { years: number; priceTiyin: number }[]) =>
  Object.fromEntries(rows.map((row) => [String(row.years), tiyinToSom(row.priceTiyin)]));

/** The label and zones to look at, from what the customer typed; a bad name is a 422 naming why. */
export function namesToCheck(input: string): { label: string; zones: DomainZone[]; display: string } {
  const typed = input.trim().toLowerCase().replace(/\.$/, '');
  const bare = !typed.includes('.');
  const ascii = domainToASCII(bare ? `${typed}.com` : typed);
  if (!ascii) throw new AppError('VALIDATION_FAILED', { fields: { name: ['domain_invalid'] } });
  const split = splitDomainName(ascii);
  if ('problem' in split) {
    throw new AppError('VALIDATION_FAILED', {
      fields: { name: [split.problem === 'name_invalid' ? 'domain_invalid' : `domain_${split.problem}`] },
    });
  }
  const display = bare ? typed : domainToUnicode(ascii);
  // An IDN label goes only where IDN is sold (gTLDs).
  const zones = bare
    ? COMMON_ZONES.filter((zone) => !split.label.startsWith('xn--') || !isManualZone(zone))
    : [split.zone];
  return {
    label: split.label,
    zones: [...zones],
    display: bare ? (display.split('.')[0] ?? display) : display,
  };
}

export async function checkDomain(
  db: Queryable,
  registrars: Registrars,
  input: string,
): Promise<DomainCheckResult[]> {
  const { label, zones, display } = namesToCheck(input);
  const manual = zones.filter(isManualZone);
  const api = zones.filter((zone) => (API_ZONES as readonly string[]).includes(zone));
  const [prices, manualAnswers, apiAnswers] = await Promise.all([
    listPrices(db, zones),
    manual.length ? registrars.manual.check(label, manual) : new Map<string, Availability>(),
    api.length && registrars.api
      ? registrars.api.check(label, api).catch(() => new Map<string, Availability>())
      : new Map<string, Availability>(),
  ]);
  return zones.map((zone) => {
    const name = `${label}.${zone}`;
    const register = prices.filter((row) => row.zone === zone && row.action === 'register');
    const renew = prices.filter((row) => row.zone === zone && row.action === 'renew');
    const answer = (isManualZone(zone) ? manualAnswers : apiAnswers).get(name) ?? 'unknown';
    const reason =
      register.length === 0 || (!isManualZone(zone) && !registrars.api)
        ? 'not_sold'
        : answer === 'available'
          ? undefined
          : answer;
    return {
      name,
      display_name: display.includes('.') ? display : `${display}.${zone}`,
      zone,
      available: reason === undefined,
      ...(reason ? { reason } : {}),
      prices: { register: termPrices(register), renew: termPrices(renew) },
    };
  });
}
