import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Whether `namespaces` are loaded, loading them after the first render if not: for texts a screen shows only
 * later (a field's error, a failure's banner), which need not hold up its first paint or the adoption of its
 * prerendered markup the way useTranslation's suspending would. A caller shows such a text only once this is
 * true, never its key. (The names are not reported as used, so a prerendered page does not load them first.)
 */
export function useLateNamespaces(namespaces: readonly string[]): boolean {
  const { i18n } = useTranslation();
  // False in the first render, even where they are loaded: asking i18next reads the texts, which the prerender
  // takes as the page using them; and the first render shows no error anyway.
  const [ready, setReady] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the names are the caller's constant
  useEffect(() => {
    if (ready) return;
    let isLive = true;
    void i18n.loadNamespaces([...namespaces]).then(() => {
      if (isLive) setReady(namespaces.every((ns) => i18n.hasLoadedNamespace(ns)));
    });
    return () => {
      isLive = false;
    };
  }, [ready, i18n]);
  return ready;
}
