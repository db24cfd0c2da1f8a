export { kitLocaleFiles } from './locale-files';
