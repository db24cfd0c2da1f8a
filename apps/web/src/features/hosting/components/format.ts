import {
  LANGUAGE_TAGS,
  type Language,
  PAY_TYPES,
  type PayType,
  type Tariff,
  type TariffLimitKey,
} from '@portal/contracts';

const MIB_PER_GIB = 1024;
const MIB_PER_TIB = 1024 * 1024;

/** A MiB amount in the largest unit that keeps it at least 1, with at most one decimal. */
export function readableMib(mib: number, lang: Language): { unit: 'mb' | 'gb' | 'tb'; value: string } {
  const format = (value: number) =>
    new Intl.NumberFormat(LANGUAGE_TAGS[lang], { maximumFractionDigits: 1 }).format(value);
  if (mib >= MIB_PER_TIB) return { unit: 'tb', value: format(mib / MIB_PER_TIB) };
  if (mib >= MIB_PER_GIB) return { unit: 'gb', value: format(mib / MIB_PER_GIB) };
  return { unit: 'mb', value: format(mib) };
}

export const limitOf = (tariff: Tariff, key: TariffLimitKey): number | undefined =>
  tariff.characteristics.find((entry) => entry.key === key)?.value;

/** The periods a tariff is sold for, shortest first. */
export const offeredPayTypes = (tariff: Tariff): PayType[] =>
  PAY_TYPES.filter((payType) => tariff.price[payType] !== undefined);

export const isPayType = (value: string | null): value is PayType =>
  value !== null && (PAY_TYPES as readonly string[]).includes(value);

/**
 * A number and the unit after it joined by a no-break space ("8 vCPU", "20 GB"), so a narrow card never puts
 * the 8 at the end of one line and vCPU on the next.
 */
export const keepUnitsTogether = (text: string): string => text.replace(/(\d)[ \t]+(?=\p{L})/gu, '$1\u00a0');
