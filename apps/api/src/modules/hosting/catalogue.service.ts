import {
  type HostingServer,
  type Language,
  localizedName,
  PAY_TYPES,
  type PayType,
  TARIFF_LIMIT_KEYS,
  type Tariff,
  tiyinToSom,
} from '@portal/contracts';
import type { ServerRow, TariffRow } from './catalogue.repository.js';

// Rows as customers see them (docs/product/hosting.md), with names in the request's language (uz when the operator set none).
// Panel addresses and credentials never leave this module.

export function toServerDto(row: ServerRow, language: Language): HostingServer {
  return {
    id: row.id,
    name: localizedName(row.name, row.nameI18n, language),
    ip: row.ip,
    location: localizedName(row.location, row.locationI18n, language),
    characteristics: { CPU: row.cpu, RAM: row.ram },
    information: { PANEL_URL: row.panelUrl },
    ports: { HTTP: row.portHttp, HTTPS: row.portHttps, ISPMANAGER: row.portIspmanager },
    dns: { primary: row.dnsPrimary, secondary: row.dnsSecondary },
  };
}

export const isPayType = (value: string): value is PayType =>
  (PAY_TYPES as readonly string[]).includes(value);

export function toTariffDto(row: TariffRow, language: Language): Tariff {
  const price: Tariff['price'] = {};
  for (const [period, tiyin] of Object.entries(row.prices)) {
    if (isPayType(period)) price[period] = tiyinToSom(tiyin);
  }
  return {
    id: row.id,
    name: localizedName(row.name, row.nameI18n, language),
    server_id: row.serverId,
    characteristics: TARIFF_LIMIT_KEYS.filter((key) => row.limits[key] !== undefined).map((key) => ({
      key,
      value: row.limits[key] ?? 0,
    })),
    price,
  };
}

/** Tiyin for one period of the tariff, or undefined when the tariff does not offer that period. */
export const periodPrice = (tariff: TariffRow, payType: string): number | undefined => tariff.prices[payType];
