// react-i18next imports `use-sync-external-store/shim`, a stand-in for React 17, which lacks the hook. React 19
// has it, so the alias in vite.config.ts points the import here instead of shipping the stand-in's code.
export { useSyncExternalStore } from 'react';
