import {
  apiPaths,
  type DnsRecord,
  type DnsRecordList,
  dnsPath,
  hostingDnsPaths,
  hostingSitePaths,
  type Site,
  type SiteList,
  sitePath,
} from '@portal/contracts';
import { demoProfile } from '@/test/render';

// Answers in the contracts' shapes (packages/contracts/src/hosting-sites.ts, hosting-dns.ts) for order 5.

export const ORDER_ID = 5;
export const SITES = `${sitePath(hostingSitePaths.sites, ORDER_ID)}`;
export const siteUrl = (name: string) => sitePath(hostingSitePaths.site, ORDER_ID, name);
export const sslUrl = (name: string) => sitePath(hostingSitePaths.siteSsl, ORDER_ID, name);
export const ZONES = dnsPath(hostingDnsPaths.zones, ORDER_ID, '');
export const recordsUrl = (zone: string) => dnsPath(hostingDnsPaths.records, ORDER_ID, zone);
export const recordUrl = (zone: string, id: string) => dnsPath(hostingDnsPaths.record, ORDER_ID, zone, id);
export const resetUrl = (zone: string) => dnsPath(hostingDnsPaths.reset, ORDER_ID, zone);
export const PROFILE = `GET ${apiPaths.profile}`;

export const supportProfile = { ...demoProfile, support_session: { expires_at: '2026-12-07T05:00:00.000Z' } };

export const siteFixture = (overrides: Partial<Site> = {}): Site => ({
  name: 'example.uz',
  display_name: 'example.uz',
  aliases: ['www.example.uz'],
  document_root: '/var/www/u5/data/www/example.uz',
  php_version: '8.0',
  https: false,
  https_redirect: false,
  active: true,
  ssl: { state: 'none', expires_at: null, error: null },
  ...overrides,
});

export const writable = { writable: true, reason: null, message: null };

export const siteList = (sites: Site[], access: SiteList['access'] = writable): SiteList => ({
  sites,
  php_versions: ['5.4', '5.6', '7.2', '7.4', '8.0'],
  access,
  server_ip: '203.0.113.10',
});

export const recordFixture = (overrides: Partial<DnsRecord> = {}): DnsRecord => ({
  id: 'r1',
  type: 'A',
  name: '@',
  value: '203.0.113.10',
  ttl: 3600,
  priority: null,
  weight: null,
  port: null,
  ...overrides,
});

export const recordList = (records: DnsRecord[], zone = 'example.uz'): DnsRecordList => ({
  zone,
  records,
  access: writable,
});
