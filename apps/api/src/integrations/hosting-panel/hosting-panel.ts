import type { PanelMailAndDatabases } from './mail-db-panel.js';
import type { PanelCustomerTools } from './panel-tools.js';

// The HostingPanel port (docs/decisions/0011-ports-and-simulators.md): what the order life needs from a control panel.

export interface PanelConnection {
  /** The API endpoint, e.g. https://host:1500/ispmgr. */
  apiUrl: string;
  /** Base of the customer's key-login link; the API URL's origin when absent. */
  loginBaseUrl: string | null;
  adminLogin: string;
  adminPassword: string;
  tlsInsecure: boolean;
}

export interface PanelAccount {
  login: string;
  password: string;
  preset: string;
  /** limit_* values; an absent key is unlimited. */
  limits: Record<string, number>;
}

export interface PanelUser {
  login: string;
  active: boolean;
  preset: string;
}

/**
 * Why a panel call failed. `transport`: the panel could not be reached or answered nonsense (retry).
 * `panel`: the panel refused (type/object as ISPmanager reports them); most of these will not go away.
 */
export class PanelError extends Error {
  constructor(
    readonly kind: 'transport' | 'panel',
    message: string,
    readonly type?: string,
    readonly object?: string,
  ) {
    super(message);
    this.name = 'PanelError';
  }

  get retryable(): boolean {
    return this.kind === 'transport';
  }
}

/** A site as the panel keeps it (reference: docs/hosting-control.md). */
export interface PanelSite {
  /** Punycode. */
  name: string;
  aliases: string[];
  docroot: string;
  /** major.minor of the site's PHP, null when PHP is off or unknown. */
  phpVersion: string | null;
  secure: boolean;
  redirectHttp: boolean;
  active: boolean;
  /** The Let's Encrypt state the panel reports. */
  ssl: 'none' | 'processing' | 'issued' | 'error';
  /** The attached certificate's last day (YYYY-MM-DD) when known. */
  sslValidUntil: string | null;
}

export interface PanelSiteChanges {
  aliases?: string[];
  /** major.minor; the adapter finds the panel's key for it. */
  phpVersion?: string;
  redirectHttp?: boolean;
}

export const PANEL_RECORD_TYPES = ['A', 'AAAA', 'CNAME', 'MX', 'TXT', 'SRV', 'CAA', 'NS'] as const;
export type PanelRecordType = (typeof PANEL_RECORD_TYPES)[number];

/** A DNS record; `rkey` is the panel's key for it (it changes when the record's content does). */
export interface PanelDnsRecord {
  rkey: string;
  /** FQDN with the trailing dot. */
  name: string;
  type: string;
  ttl: number;
  /** A/AAAA: the address; CNAME/MX/NS: the host with its dot; SRV: `weight port target.`; TXT; CAA presentation. */
  value: string;
  priority: number | null;
}

export interface PanelRecordInput {
  type: PanelRecordType;
  /** FQDN with the trailing dot. */
  name: string;
  ttl: number;
  /** A/AAAA: the address; CNAME/MX/SRV: the target host; TXT: the text; CAA: `flags tag "value"`. */
  value: string;
  priority?: number;
  weight?: number;
  port?: number;
}

/** What the panel does as one of its users (admin credentials plus `su=<login>`); mail and databases in
 * mail-db-panel.ts, FTP, cron and usage in panel-tools.ts. */
export interface PanelCustomer extends PanelMailAndDatabases, PanelCustomerTools {
  listSites(): Promise<PanelSite[]>;
  /** A name taken on the panel is PanelError type "exists", object "site_name". */
  createSite(site: { name: string; aliases: string[]; phpVersion: string }): Promise<void>;
  updateSite(name: string, changes: PanelSiteChanges): Promise<void>;
  /** Removes the site; its files stay in the user's home. A site already gone counts as done. */
  deleteSite(name: string): Promise<void>;
  /** Starts a Let's Encrypt issuance; the state shows in listSites later. */
  issueCertificate(name: string): Promise<void>;
  listZones(): Promise<string[]>;
  listRecords(zone: string): Promise<PanelDnsRecord[]>;
  createRecord(zone: string, record: PanelRecordInput): Promise<void>;
  updateRecord(zone: string, rkey: string, record: PanelRecordInput): Promise<void>;
  deleteRecord(zone: string, rkey: string): Promise<void>;
  /** The zone deleted and made again: the panel's default records. A zone already gone is just made. */
  resetZone(zone: string, ip: string): Promise<void>;
}

export interface HostingPanel {
  /** The panel acting as the user `login`. */
  asUser(login: string): PanelCustomer;
  /** The PHP versions installed on the server, major.minor, oldest first. */
  phpVersions(): Promise<string[]>;
  /** Checks the address and the admin credentials; answers the panel's name for the caller. */
  whoami(): Promise<string>;
  listUsers(): Promise<PanelUser[]>;
  /** Creates the user; a user of that login already there is reported as PanelError type "exists". */
  createUser(account: PanelAccount): Promise<void>;
  changeLimits(login: string, preset: string, limits: Record<string, number>): Promise<void>;
  suspend(login: string): Promise<void>;
  resume(login: string): Promise<void>;
  /** Deletes the user; a user already gone counts as done. */
  deleteUser(login: string): Promise<void>;
  /** A one-time key login link for the customer (docs/providers/ispmanager.md). */
  loginUrl(login: string): Promise<{ url: string; key: string }>;
  /** A one-time key login that opens phpMyAdmin as a database user (`db.users.redirect` after the login). */
  databaseAdminUrl(login: string, database: string, user: string): Promise<string>;
}
