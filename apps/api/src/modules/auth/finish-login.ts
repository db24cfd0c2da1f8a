import type { Database } from '../../db/database.js';
import { isNewDevice, notifyNewDevice } from './new-device.js';
import { type ClientInfo, type StartedSession, startSession } from './session.service.js';

/**
 * The end of every successful login, with or without a second step: the session opens and a new device is
 * told about, so a login finished with a code looks exactly like a password-only one.
 */
export async function finishLogin(
  db: Database,
  userId: number,
  remember: boolean,
  client: ClientInfo,
  now: Date,
): Promise<StartedSession> {
  const isFromNewDevice = await isNewDevice(db, userId, client.userAgent);
  const session = await startSession(db, { userId, remember, client });
  if (isFromNewDevice) await notifyNewDevice(db, userId, client, now);
  return session;
}
