import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface LateNamespaces {
  /** Whether `load` has brought them in: until then a caller shows none of their texts, never a key. */
  isReady: boolean;
  /** Loads them (once; a failed download is tried again at the next call). */
  load: () => Promise<void>;
}

/**
 * Namespaces for texts a screen shows only later (a field's error, a failure's banner), loaded when the caller
 * first needs them (a form's first focus or validation), not at mount: a visitor who only reads the page never
 * downloads them, and they do not hold up its first paint or the adoption of its prerendered markup the way
 * useTranslation's suspending would. (The names are not reported as used, so a prerendered page does not load
 * them first.)
 */
export function useLateNamespaces(namespaces: readonly string[]): LateNamespaces {
  const { i18n } = useTranslation();
  // False until `load` answers, even where they are loaded already: asking i18next in a render reads the texts,
  // which the prerender takes as the page using them.
  const [isReady, setIsReady] = useState(false);
  const [load] = useState(() => {
    let loading: Promise<void> | undefined;
    return () => {
      loading ??= i18n.loadNamespaces([...namespaces]).then(() => {
        if (namespaces.every((ns) => i18n.hasLoadedNamespace(ns))) setIsReady(true);
        else loading = undefined;
      });
      return loading;
    };
  });
  return { isReady, load };
}
