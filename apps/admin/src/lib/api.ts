import { createApiClient, type RequestOptions, type ResponseSchema } from '@portal/web-kit/api';
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

type Output<S extends ResponseSchema> = NonNullable<S['~standard']['types']>['output'];

/**
 * Calls the API and answers the envelope's data, checked against the contract's response schema; a call
 * without a schema answers `unknown` (a change whose answer the screen does not read), never a trusted type.
 */
export async function api<S extends ResponseSchema>(
  path: string,
  options: RequestOptions & { schema: S },
): Promise<Output<S>>;
export async function api(path: string, options?: RequestOptions): Promise<unknown>;
export async function api(
  path: string,
  options: RequestOptions & { schema?: ResponseSchema } = {},
): Promise<unknown> {
  const { schema, ...rest } = options;
  const answer = schema ? await client.request(path, { ...rest, schema }) : await client.request(path, rest);
  return answer.data;
}

/** A file the API serves to staff only (a plain link cannot carry the bearer token). */
export const apiBlob = client.blob;
