export { errorText } from './error-text';
