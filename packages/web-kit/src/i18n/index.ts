export { kitLocaleFiles, withKitLocales } from './locale-files';
export { type LateNamespaces, useLateNamespaces } from './use-late-namespaces';
