export { kitLocaleFiles, withKitLocales } from './locale-files';
