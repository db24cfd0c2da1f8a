/** What a visitor does first when reaching for the page: a tap or click, a key, or moving the focus. */
const FIRST_INPUT_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Runs `callback` once, at the visitor's first input on the page (listened to before any element sees it), so
 * what only the next screens need is not downloaded for a visitor who only reads, and is on its way together with
 * the screen a tap opens.
 */
export function onFirstInput(callback: () => void, target: EventTarget = window): void {
  let ran = false;
  const run = () => {
    if (ran) return;
    ran = true;
    for (const type of FIRST_INPUT_EVENTS) target.removeEventListener(type, run, true);
    callback();
  };
  for (const type of FIRST_INPUT_EVENTS) target.addEventListener(type, run, { capture: true, passive: true });
}
