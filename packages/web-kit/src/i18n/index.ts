export { kitLocaleFiles, withKitLocales } from './locale-files';
export { useLateNamespaces } from './use-late-namespaces';
