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

export interface HostingPanel {
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
}
