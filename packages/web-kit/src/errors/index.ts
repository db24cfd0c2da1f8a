export { errorText } from './error-text';
export { errorTextWithFields } from './error-text-with-fields';
export { retryAfterText } from './retry-after-text';
