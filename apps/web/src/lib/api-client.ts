import { type ApiSuccess, createApiClient, type RequestOptions } from '@portal/web-kit/api';
import { browserLocation } from './browser-location';
import { getStoredLanguage } from './language';
import { closeOpenAccount, getOpenAccountId } from './open-account';
import { dropRefusedSession, getToken, isSessionEndedOnPurpose } from './session';

// The portal's API client (the kit's, configured): the stored token, the UI language, and the answer to
// a 401 (the token leaves both storages and the visitor goes to the site root).

const client = createApiClient({
  getToken,
  getLanguage: getStoredLanguage,
  getAccountId: getOpenAccountId,
  onAccountClosed: closeOpenAccount,
  onUnauthenticated: () => {
    // A 401 for a session the app has already left (logged out) or is leaving (account deleted) changes nothing.
    if (getToken() === null || isSessionEndedOnPurpose()) return;
    dropRefusedSession();
    browserLocation.assign('/');
  },
});

export type { ApiSuccess, RequestOptions };
export const apiRequest = client.request;
export const apiBlob = client.blob;
