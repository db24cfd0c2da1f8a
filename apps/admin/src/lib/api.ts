import {
  type AnswerSchema,
  createApiClient,
  type RequestOptions,
  type ResponseSchema,
  type SchemaOutput,
} from '@portal/web-kit/api';
import { currentLanguage } from './i18n';
import { clearToken, getToken } from './session';

// The console's API client (the kit's, configured): the staff token, the console's language, and a session the
// server ended (idle, logged out elsewhere) sends staff back to the login screen.

/** Told when the server says the session is over, so the app can return to the login screen. */
let onUnauthenticated: () => void = () => {};
export const setUnauthenticatedHandler = (handler: () => void) => {
  onUnauthenticated = handler;
};

const client = createApiClient({
  getToken,
  getLanguage: currentLanguage,
  onUnauthenticated: () => {
    // A wrong password at the login screen answers 401 too; only a session that existed ends here.
    if (getToken() === null) return;
    clearToken();
    onUnauthenticated();
  },
});

/**
 * Calls the API and answers the envelope's data, checked against the contract's response schema; a change whose
 * answer carries no data passes the contracts' `noDataSchema`. There is no unchecked call.
 */
export async function api<S extends ResponseSchema>(
  path: string,
  options: RequestOptions & { schema: AnswerSchema<S> },
): Promise<SchemaOutput<S>> {
  return (await client.request(path, options)).data;
}

/** A file the API serves to staff only (a plain link cannot carry the bearer token). */
export const apiBlob = client.blob;
