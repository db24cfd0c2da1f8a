import type { HostingOrder, HostingServer, Tariff } from '@portal/contracts';

// Shared fixtures of the hosting component tests, shaped as the API answers them.
export const serverFixture: HostingServer = {
  id: 1,
  name: 'Tashkent-1',
  ip: '203.0.113.10',
  location: null,
  characteristics: { CPU: 'Xeon E5-2680 v4', RAM: null },
  information: { PANEL_URL: 'https://panel.example.uz:1500' },
  ports: { HTTP: 80, HTTPS: 443, ISPMANAGER: null },
  dns: { primary: 'ns1.example.uz', secondary: null },
};

const limits = (quota: number, memory: number): Tariff['characteristics'] => [
  { key: 'limit_quota', value: quota },
  { key: 'limit_memory', value: memory },
  { key: 'limit_domains', value: 3 },
  { key: 'limit_ftp_users', value: 2 },
  { key: 'limit_emails', value: 10 },
  { key: 'limit_db', value: 5 },
  { key: 'limit_scheduler', value: 4 },
];

export const tariffsFixture: Tariff[] = [
  {
    id: 11,
    name: 'Start',
    server_id: 1,
    characteristics: limits(5120, 512),
    price: { '86400': 1000, '2592000': 25000, '31536000': 250000 },
  },
  {
    id: 12,
    name: 'Pro',
    server_id: 1,
    characteristics: limits(20480, 1536),
    price: { '2592000': 60000, '31536000': 600000 },
  },
];

export const orderFixture = (overrides: Partial<HostingOrder> = {}): HostingOrder => ({
  id: 5,
  status: 'active',
  created_at: '2026-11-01T10:00:00.000Z',
  expires_at: '2026-12-01T10:00:00.000Z',
  remaining_days: 10,
  auto_renew: true,
  server: { id: 1, name: 'Tashkent-1', location: 'Tashkent' },
  domains: [],
  tariff: { id: 11, name: 'Start' },
  settings: { pay: { type: '2592000' } },
  panel: { account: { login: 'u5', password: 'S3cret!pw' } },
  cancellation: null,
  ...overrides,
});

export const ok = (data: unknown, extra: Record<string, unknown> = {}) => ({
  body: { status: true, data, ...extra },
});
