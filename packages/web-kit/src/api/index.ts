export type {
  AnswerSchema,
  ApiClient,
  ApiClientConfig,
  ApiSuccess,
  LazyResponseSchema,
  RequestOptions,
  ResponseSchema,
  SchemaOutput,
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
  isUnexpectedAnswer,
  retryAfterSeconds,
  serverMessage,
  shortfallOf,
} from './read-error';
