import { UAParser } from 'ua-parser-js';
import type { Database } from '../../db/database.js';
import { describeUserAgent } from '../../lib/user-agent.js';
import { notify } from '../notifications/notifications.service.js';
import { listSessionUserAgents } from './session.repository.js';
import type { ClientInfo } from './session.service.js';

// A login from a browser family and system this user has never logged in from is worth a security notice.
// Versions are left out: a browser update is not a new device.

/** "Chrome|Android": the browser and the system without their versions. */
export function deviceFamilyOf(userAgent: string): string {
  const browser = describeUserAgent(userAgent).browser.replace(/\s+[\d.]+$/, '');
  const system = new UAParser(userAgent).getOS().name ?? '?';
  return `${browser}|${system}`;
}

/** Asked before the new session is opened; a user with no session yet (just seeded) has no "known" device. */
export async function isNewDevice(db: Database, userId: number, userAgent: string): Promise<boolean> {
  const known = await listSessionUserAgents(db, userId);
  if (known.length === 0) return false;
  const family = deviceFamilyOf(userAgent);
  return !known.some((seen) => deviceFamilyOf(seen) === family);
}

export async function notifyNewDevice(db: Database, userId: number, client: ClientInfo, at: Date) {
  const { browser, system } = describeUserAgent(client.userAgent);
  await db.transaction((tx) =>
    notify(tx, { userId, kind: 'new_login', params: { browser, system, ip: client.ipAddress }, at }),
  );
}
