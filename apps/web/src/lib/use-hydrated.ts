import { useEffect, useState } from 'react';

// Preact's hydration adopts the painted markup without comparing attributes, so whatever renders while a
// prerendered page is hydrated must come out exactly as the prerender wrote it (e.g. a form's disabled
// fieldset); the browser's own state follows as an ordinary update right after. The prerender and main.tsx say
// when such a render is going on; a page rendered from nothing is "hydrated" from its first render.

let renderingPrerenderedMarkup = false;

/** Called around the build's prerender and around the browser's hydration of a prerendered page. */
export function setRenderingPrerenderedMarkup(value: boolean): void {
  renderingPrerenderedMarkup = value;
}

/** False in the prerender and in the render that hydrates it, true from then on. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => !renderingPrerenderedMarkup);
  useEffect(() => {
    if (!hydrated) setHydrated(true);
  }, [hydrated]);
  return hydrated;
}
