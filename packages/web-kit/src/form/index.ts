export type { Banner } from './banner';
export { FormBanner } from './banner';
export { fieldErrorText } from './field-error';
export type { ServerFieldAliases } from './server-errors';
export type { ApiForm, ApiFormOptions, LazySchema } from './use-api-form';
export { useApiForm } from './use-api-form';
export { useTimedMessage } from './use-timed-message';
