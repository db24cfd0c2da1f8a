import { flushSync } from 'react-dom';

let atOnce = false;

/**
 * Runs `navigate` so that the new location renders before this returns (react-dom's flushSync). The portal's
 * router renders every other navigation in a transition, which flushSync would not hurry, so it asks
 * `isNavigatingAtOnce` whether this one is to be rendered urgently.
 */
export function navigateAtOnce(navigate: () => unknown): void {
  flushSync(() => {
    atOnce = true;
    try {
      navigate();
    } finally {
      atOnce = false;
    }
  });
}

/** True while `navigateAtOnce` runs its navigation (the router's history listener asks). */
export const isNavigatingAtOnce = (): boolean => atOnce;
