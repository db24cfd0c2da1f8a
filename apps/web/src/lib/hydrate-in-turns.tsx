import { type ReactNode, Suspense } from 'react';
import { setRenderingPrerenderedMarkup } from './use-hydrated';

// Preact adopts a prerendered page in one synchronous call, and on a phone that call is the longest task of the
// page's start (about 400 ms at four times slowdown for the login page): a tap in that time waits for all of it.
// A part wrapped in <InTurn> suspends while the page is adopted, so Preact keeps its painted markup and adopts it
// in a task of its own afterwards (Preact's hydration resumes a suspended subtree in place, with no fallback). The
// parts follow one another in document order, one task each, and the browser can answer input between them.

let adopting = false;
const waiting: Array<() => void> = [];

/** Runs the call that hydrates a prerendered page; the parts in <InTurn> are adopted in later tasks. */
export function hydrateInTurns(hydrate: () => void): void {
  adopting = true;
  try {
    hydrate();
  } finally {
    adopting = false;
  }
  if (waiting.length > 0) setTimeout(nextTurn, 0);
}

function nextTurn(): void {
  const resume = waiting.shift();
  if (!resume) return;
  // The resumed render adopts painted markup too, so it must come out as the prerender wrote it (use-hydrated).
  // Preact renders it in this task's microtasks; the flag comes down in the next task, before the next part.
  setRenderingPrerenderedMarkup(true);
  resume();
  setTimeout(() => {
    setRenderingPrerenderedMarkup(false);
    nextTurn();
  }, 0);
}

function Turn({ children }: { children: ReactNode }) {
  if (adopting) throw new Promise<void>((resolve) => waiting.push(resolve));
  return <>{children}</>;
}

/** A part of a prerendered page that is adopted after the rest, in a task of its own. */
export function InTurn({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Turn>{children}</Turn>
    </Suspense>
  );
}
