import { type FieldErrors, isRecord, LANGUAGE_TAGS } from '@portal/contracts';
import { currentLanguage } from './i18n';
import { clearToken, getToken } from './session';

/** A failed call: the envelope's code, message (in the console's language) and field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errors: FieldErrors = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The client-side code for a request that never got an answer. */
export const NETWORK_ERROR = 'NETWORK_ERROR';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Moves money: sent with a fresh Idempotency-Key, so a retried request is answered once. */
  idempotent?: boolean;
}

/** Told when the server says the session is over, so the app can return to the login screen. */
let onUnauthenticated: () => void = () => {};
export const setUnauthenticatedHandler = (handler: () => void) => {
  onUnauthenticated = handler;
};

export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': LANGUAGE_TAGS[currentLanguage()],
  };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.idempotent) headers['Idempotency-Key'] = crypto.randomUUID();
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? null : JSON.stringify(options.body),
      signal: options.signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_ERROR, '');
  }
  const text = await response.text();
  let payload: unknown = null;
  try {
    payload = text ? JSON.parse(text) : null;
  } catch {
    payload = null;
  }
  if (response.status === 401 && token) {
    clearToken();
    onUnauthenticated();
  }
  if (response.ok && isRecord(payload) && payload.status === true) return payload.data as T;
  if (isRecord(payload) && payload.status === false && typeof payload.code === 'string') {
    const errors = isRecord(payload.errors) ? (payload.errors as FieldErrors) : {};
    throw new ApiError(response.status, payload.code, String(payload.message ?? ''), errors);
  }
  throw new ApiError(response.status, 'INTERNAL', '');
}
