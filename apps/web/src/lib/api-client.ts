import { type FieldErrors, isRecord, LANGUAGE_TAGS } from '@portal/contracts';
import { browserLocation } from './browser-location';
import { getStoredLanguage } from './language';
import { clearToken, getToken } from './session';

/** A failed API call: the envelope's stable code and field errors (DESIGN.md §2). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly errors: FieldErrors;
  /** The whole error envelope, for codes that carry more (INSUFFICIENT_FUNDS has `shortfall`). */
  readonly envelope: Record<string, unknown>;
  /** A refusal's Retry-After (RATE_LIMITED): how many seconds until the same request may succeed. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    status: number,
    code: string,
    message: string,
    errors: FieldErrors = {},
    envelope: Record<string, unknown> = {},
    retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.errors = errors;
    this.envelope = envelope;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  /** The first message for a field, if the server sent one. */
  fieldError(field: string): string | undefined {
    return this.errors[field]?.[0];
  }
}

/** The client-side code for a request that never got an answer. */
export const NETWORK_ERROR = 'NETWORK_ERROR';

export type ApiSuccess<T> = { status: true; data: T; total?: number };

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** A request that moves money: sent with a fresh Idempotency-Key, so the server answers it once. */
  idempotent?: boolean;
  /**
   * Sent by the app on its own, not for the screen (the live stream's ticket): a 401 is thrown like any other
   * error instead of logging out. The screen's own requests still log out, so a flow that ends the session on
   * purpose (a password change shows its message first) is not cut short by a request in the background.
   */
  background?: boolean;
};

/** Spec §4: any 401 removes the token from both storages and sends the user to the site root. */
function handleUnauthenticated(): void {
  clearToken();
  browserLocation.assign('/');
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Retry-After in seconds (the API sends seconds, never a date); undefined when absent or unreadable. */
function retryAfterOf(response: Response): number | undefined {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}

/** Calls the API on the same origin and answers the success envelope, or throws ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<ApiSuccess<T>> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': LANGUAGE_TAGS[getStoredLanguage()],
  };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.idempotent) headers['Idempotency-Key'] = crypto.randomUUID();
  // A FormData body (uploads) sets its own multipart Content-Type with the boundary.
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body:
        options.body === undefined
          ? null
          : isForm
            ? (options.body as FormData)
            : JSON.stringify(options.body),
      signal: options.signal ?? null,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_ERROR, error instanceof Error ? error.message : String(error));
  }

  const payload = await readJson(response);
  if (response.status === 401 && !options.background) handleUnauthenticated();

  if (response.ok && isRecord(payload) && payload.status === true) return payload as ApiSuccess<T>;

  if (isRecord(payload) && payload.status === false && typeof payload.code === 'string') {
    const errors = isRecord(payload.errors) ? (payload.errors as FieldErrors) : {};
    const message = String(payload.message ?? '');
    throw new ApiError(response.status, payload.code, message, errors, payload, retryAfterOf(response));
  }
  const code = response.status >= 500 || response.ok ? 'INTERNAL' : `HTTP_${response.status}`;
  throw new ApiError(response.status, code, response.statusText, {}, {}, retryAfterOf(response));
}

/**
 * Fetches a file the API serves to its owner only. An <img src> or <a href> cannot carry the bearer token, so
 * the bytes come through fetch and the caller shows them from the Blob.
 */
export async function apiBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  const headers: Record<string, string> = { 'Accept-Language': LANGUAGE_TAGS[getStoredLanguage()] };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(path, { headers, signal: signal ?? null, credentials: 'same-origin' });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_ERROR, error instanceof Error ? error.message : String(error));
  }
  if (response.status === 401) handleUnauthenticated();
  if (response.ok) return response.blob();
  const payload = await readJson(response);
  const code =
    isRecord(payload) && typeof payload.code === 'string' ? payload.code : `HTTP_${response.status}`;
  throw new ApiError(response.status, code, isRecord(payload) ? String(payload.message ?? '') : '');
}
