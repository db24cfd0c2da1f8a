// Every API path, once. Paths under /api/client are exactly those of spec §7.

export const API_BASE = '/api/client';

export const apiPaths = {
  health: '/api/health',
  docs: '/api/docs',
  register: `${API_BASE}/user/auth/register`,
  login: `${API_BASE}/user/auth/login`,
  logout: `${API_BASE}/user/auth/logout`,
  profile: `${API_BASE}/user/profile`,
} as const;

/** Public facts the client needs at start: demo mode and the support contacts. */
export const metaPath = `${API_BASE}/meta`;
