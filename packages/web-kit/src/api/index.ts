export type {
  ApiClient,
  ApiClientConfig,
  ApiSuccess,
  RequestOptions,
  ResponseSchema,
} from './create-api-client';
export { createApiClient } from './create-api-client';
export {
  errorCode,
  errorDetail,
  errorStatus,
  fieldError,
  fieldErrors,
  fieldErrorWithin,
  hasFieldErrors,
  isApiError,
  isNetworkError,
  isNotFound,
  retryAfterSeconds,
  serverMessage,
  shortfallOf,
} from './read-error';
