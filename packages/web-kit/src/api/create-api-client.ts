import { type FieldErrors, isRecord, LANGUAGE_TAGS, type Language } from '@portal/contracts';
import { ApiError, NETWORK_ERROR, UNEXPECTED_RESPONSE } from './api-error';

/**
 * A contract's response schema, read through the Standard Schema interface every zod schema has: the client
 * checks every answer against one without importing zod itself.
 */
export interface ResponseSchema<Output = unknown> {
  readonly '~standard': {
    validate: (
      value: unknown,
    ) =>
      | { value: Output; issues?: undefined }
      | { issues: readonly unknown[] }
      | Promise<{ value: Output; issues?: undefined } | { issues: readonly unknown[] }>;
    types?: { output: Output } | undefined;
  };
}

/**
 * A response schema loaded when the call is made, for code that every page runs (the header's profile and
 * meta): zod then stays out of the first load and comes while the request travels.
 */
export type LazyResponseSchema<S extends ResponseSchema = ResponseSchema> = { load: () => Promise<S> };

/** What a call passes as `schema`: the contract's response schema, or a loader of it. */
export type AnswerSchema<S extends ResponseSchema = ResponseSchema> = S | LazyResponseSchema<S>;

/** The type a response schema gives an answer's data. */
export type SchemaOutput<S extends ResponseSchema> = NonNullable<S['~standard']['types']>['output'];

export type ApiSuccess<T> = { status: true; data: T; total?: number };

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** A request that moves money: sent with a fresh Idempotency-Key, so the server answers it once. */
  idempotent?: boolean;
  /**
   * Sent by the app on its own, not for the screen (the live stream's ticket): a 401 is thrown like any other
   * error instead of ending the session. The screen's own requests still end it.
   */
  background?: boolean;
  /** Headers of the call's own (a guest's private-link token), beside the token and language the client sends. */
  headers?: Record<string, string>;
};

export interface ApiClientConfig {
  /** The session's bearer token, if any. */
  getToken: () => string | null;
  /** The UI language, sent as Accept-Language so the server's messages come in it. */
  getLanguage: () => Language;
  /** Told when the server says the session is over (401). */
  onUnauthenticated: () => void;
  /**
   * The account a team member has open, sent as `X-Account-Id` with the token; null (or no function): the
   * signed-in person's own account.
   */
  getAccountId?: () => number | null;
  /**
   * Told when the open account is no longer the person's to open (`TEAM_ACCOUNT_CLOSED`: the owner removed them):
   * the app goes back to the person's own account and says so.
   */
  onAccountClosed?: () => void;
}

export interface ApiClient {
  /**
   * Calls the API on the same origin and answers the success envelope, its data checked against the contract's
   * response schema (an answer without data passes the contracts' `noDataSchema`); a failure, or data that does
   * not match (UNEXPECTED_RESPONSE), throws the kit's API error. There is no unchecked form.
   */
  request<S extends ResponseSchema>(
    path: string,
    options: RequestOptions & { schema: AnswerSchema<S> },
  ): Promise<ApiSuccess<SchemaOutput<S>>>;
  /** A file the API serves to its owner only (an <img src> cannot carry the bearer token). */
  blob(path: string, signal?: AbortSignal, headers?: Record<string, string>): Promise<Blob>;
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

const networkError = (error: unknown) => {
  if (error instanceof DOMException && error.name === 'AbortError') return error;
  return new ApiError(0, NETWORK_ERROR, error instanceof Error ? error.message : String(error));
};

const isLazy = (schema: AnswerSchema): schema is LazyResponseSchema => !('~standard' in schema);

/** The schema, loading a lazy one; a failed load (a chunk the network lost) reads as a network error. */
async function schemaOf(schema: AnswerSchema): Promise<ResponseSchema> {
  if (!isLazy(schema)) return schema;
  try {
    return await schema.load();
  } catch (error) {
    throw networkError(error);
  }
}

async function checked(data: unknown, schema: ResponseSchema): Promise<unknown> {
  const result = await schema['~standard'].validate(data);
  if (result.issues) {
    throw new ApiError(
      200,
      UNEXPECTED_RESPONSE,
      'The answer does not match the contract',
      {},
      { issues: result.issues },
    );
  }
  return result.value;
}

/** The API client of an app: its token, language and what to do when the session ends. */
export function createApiClient(config: ApiClientConfig): ApiClient {
  const baseHeaders = (): Record<string, string> => {
    const headers: Record<string, string> = { 'Accept-Language': LANGUAGE_TAGS[config.getLanguage()] };
    const token = config.getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    const accountId = token ? (config.getAccountId?.() ?? null) : null;
    if (accountId !== null) headers['X-Account-Id'] = String(accountId);
    return headers;
  };

  async function request(
    path: string,
    options: RequestOptions & { schema: AnswerSchema },
  ): Promise<ApiSuccess<unknown>> {
    // A lazy schema loads while the request travels; its failure is read only if the answer needs it.
    const schema = schemaOf(options.schema);
    schema.catch(() => undefined);
    const headers: Record<string, string> = {
      ...options.headers,
      ...baseHeaders(),
      Accept: 'application/json',
    };
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
      throw networkError(error);
    }

    const payload = await readJson(response);
    if (response.status === 401 && !options.background) config.onUnauthenticated();

    if (response.ok && isRecord(payload) && payload.status === true) {
      const data = await checked(payload.data, await schema);
      return { ...(payload as ApiSuccess<unknown>), data };
    }
    if (isRecord(payload) && payload.status === false && typeof payload.code === 'string') {
      const errors = isRecord(payload.errors) ? (payload.errors as FieldErrors) : {};
      const message = String(payload.message ?? '');
      if (payload.code === 'TEAM_ACCOUNT_CLOSED' && headers['X-Account-Id'] !== undefined)
        config.onAccountClosed?.();
      throw new ApiError(response.status, payload.code, message, errors, payload, retryAfterOf(response));
    }
    const code = response.status >= 500 || response.ok ? 'INTERNAL' : `HTTP_${response.status}`;
    throw new ApiError(response.status, code, response.statusText, {}, {}, retryAfterOf(response));
  }

  async function blob(path: string, signal?: AbortSignal, extra?: Record<string, string>): Promise<Blob> {
    const headers = { ...extra, ...baseHeaders() };
    let response: Response;
    try {
      response = await fetch(path, { headers, signal: signal ?? null, credentials: 'same-origin' });
    } catch (error) {
      throw networkError(error);
    }
    if (response.status === 401) config.onUnauthenticated();
    if (response.ok) return response.blob();
    const payload = await readJson(response);
    const code =
      isRecord(payload) && typeof payload.code === 'string' ? payload.code : `HTTP_${response.status}`;
    throw new ApiError(response.status, code, isRecord(payload) ? String(payload.message ?? '') : '');
  }

  return { request: request as ApiClient['request'], blob };
}
